/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, event: NonNullable<unknown> }} Audit_Entry_Event_UpdatedInputs */

const en_audit_entry_event_updated = /** @type {(inputs: Audit_Entry_Event_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} changed ${i?.event}`)
};

const de_audit_entry_event_updated = /** @type {(inputs: Audit_Entry_Event_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat ${i?.event} geändert`)
};

const fr_audit_entry_event_updated = /** @type {(inputs: Audit_Entry_Event_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a modifié ${i?.event}`)
};

const it_audit_entry_event_updated = /** @type {(inputs: Audit_Entry_Event_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha modificato ${i?.event}`)
};

/**
* | output |
* | --- |
* | "{actor} changed {event}" |
*
* @param {Audit_Entry_Event_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_event_updated = /** @type {((inputs: Audit_Entry_Event_UpdatedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Event_UpdatedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_event_updated(inputs)
	if (locale === "fr") return fr_audit_entry_event_updated(inputs)
	if (locale === "it") return it_audit_entry_event_updated(inputs)
	return en_audit_entry_event_updated(inputs)
});