/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Event_DeletedInputs */

const en_audit_label_event_deleted = /** @type {(inputs: Audit_Label_Event_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event deleted`)
};

const de_audit_label_event_deleted = /** @type {(inputs: Audit_Label_Event_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltung gelöscht`)
};

const fr_audit_label_event_deleted = /** @type {(inputs: Audit_Label_Event_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement supprimé`)
};

const it_audit_label_event_deleted = /** @type {(inputs: Audit_Label_Event_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento eliminato`)
};

/**
* | output |
* | --- |
* | "Event deleted" |
*
* @param {Audit_Label_Event_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_event_deleted = /** @type {((inputs?: Audit_Label_Event_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Event_DeletedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_event_deleted(inputs)
	if (locale === "fr") return fr_audit_label_event_deleted(inputs)
	if (locale === "it") return it_audit_label_event_deleted(inputs)
	return en_audit_label_event_deleted(inputs)
});