/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, event: NonNullable<unknown> }} Audit_Entry_Event_DeletedInputs */

const en_audit_entry_event_deleted = /** @type {(inputs: Audit_Entry_Event_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} deleted ${i?.event}`)
};

const de_audit_entry_event_deleted = /** @type {(inputs: Audit_Entry_Event_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat ${i?.event} gelöscht`)
};

const fr_audit_entry_event_deleted = /** @type {(inputs: Audit_Entry_Event_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a supprimé ${i?.event}`)
};

const it_audit_entry_event_deleted = /** @type {(inputs: Audit_Entry_Event_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha eliminato ${i?.event}`)
};

/**
* | output |
* | --- |
* | "{actor} deleted {event}" |
*
* @param {Audit_Entry_Event_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_event_deleted = /** @type {((inputs: Audit_Entry_Event_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Event_DeletedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_event_deleted(inputs)
	if (locale === "fr") return fr_audit_entry_event_deleted(inputs)
	if (locale === "it") return it_audit_entry_event_deleted(inputs)
	return en_audit_entry_event_deleted(inputs)
});