/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, event: NonNullable<unknown> }} Audit_Entry_Event_CreatedInputs */

const en_audit_entry_event_created = /** @type {(inputs: Audit_Entry_Event_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} created ${i?.event}`)
};

const de_audit_entry_event_created = /** @type {(inputs: Audit_Entry_Event_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat ${i?.event} erstellt`)
};

const fr_audit_entry_event_created = /** @type {(inputs: Audit_Entry_Event_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a créé ${i?.event}`)
};

const it_audit_entry_event_created = /** @type {(inputs: Audit_Entry_Event_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha creato ${i?.event}`)
};

/**
* | output |
* | --- |
* | "{actor} created {event}" |
*
* @param {Audit_Entry_Event_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_event_created = /** @type {((inputs: Audit_Entry_Event_CreatedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Event_CreatedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_event_created(inputs)
	if (locale === "fr") return fr_audit_entry_event_created(inputs)
	if (locale === "it") return it_audit_entry_event_created(inputs)
	return en_audit_entry_event_created(inputs)
});