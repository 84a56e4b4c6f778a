/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Deleted_EventInputs */

const en_audit_deleted_event = /** @type {(inputs: Audit_Deleted_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an event that has since been deleted`)
};

const de_audit_deleted_event = /** @type {(inputs: Audit_Deleted_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eine inzwischen gelöschte Veranstaltung`)
};

const fr_audit_deleted_event = /** @type {(inputs: Audit_Deleted_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un événement supprimé depuis`)
};

const it_audit_deleted_event = /** @type {(inputs: Audit_Deleted_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un evento eliminato nel frattempo`)
};

/**
* | output |
* | --- |
* | "an event that has since been deleted" |
*
* @param {Audit_Deleted_EventInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_deleted_event = /** @type {((inputs?: Audit_Deleted_EventInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Deleted_EventInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_deleted_event(inputs)
	if (locale === "fr") return fr_audit_deleted_event(inputs)
	if (locale === "it") return it_audit_deleted_event(inputs)
	return en_audit_deleted_event(inputs)
});