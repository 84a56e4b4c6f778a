/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Event_UpdatedInputs */

const en_audit_label_event_updated = /** @type {(inputs: Audit_Label_Event_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event changed`)
};

const de_audit_label_event_updated = /** @type {(inputs: Audit_Label_Event_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltung geändert`)
};

const fr_audit_label_event_updated = /** @type {(inputs: Audit_Label_Event_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement modifié`)
};

const it_audit_label_event_updated = /** @type {(inputs: Audit_Label_Event_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento modificato`)
};

/**
* | output |
* | --- |
* | "Event changed" |
*
* @param {Audit_Label_Event_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_event_updated = /** @type {((inputs?: Audit_Label_Event_UpdatedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Event_UpdatedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_event_updated(inputs)
	if (locale === "fr") return fr_audit_label_event_updated(inputs)
	if (locale === "it") return it_audit_label_event_updated(inputs)
	return en_audit_label_event_updated(inputs)
});