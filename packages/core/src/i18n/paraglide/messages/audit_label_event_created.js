/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Event_CreatedInputs */

const en_audit_label_event_created = /** @type {(inputs: Audit_Label_Event_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event created`)
};

const de_audit_label_event_created = /** @type {(inputs: Audit_Label_Event_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltung erstellt`)
};

const fr_audit_label_event_created = /** @type {(inputs: Audit_Label_Event_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement créé`)
};

const it_audit_label_event_created = /** @type {(inputs: Audit_Label_Event_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento creato`)
};

/**
* | output |
* | --- |
* | "Event created" |
*
* @param {Audit_Label_Event_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_event_created = /** @type {((inputs?: Audit_Label_Event_CreatedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Event_CreatedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_event_created(inputs)
	if (locale === "fr") return fr_audit_label_event_created(inputs)
	if (locale === "it") return it_audit_label_event_created(inputs)
	return en_audit_label_event_created(inputs)
});