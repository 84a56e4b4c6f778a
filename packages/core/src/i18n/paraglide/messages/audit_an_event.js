/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_An_EventInputs */

const en_audit_an_event = /** @type {(inputs: Audit_An_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an event`)
};

const de_audit_an_event = /** @type {(inputs: Audit_An_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eine Veranstaltung`)
};

const fr_audit_an_event = /** @type {(inputs: Audit_An_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un événement`)
};

const it_audit_an_event = /** @type {(inputs: Audit_An_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un evento`)
};

/**
* | output |
* | --- |
* | "an event" |
*
* @param {Audit_An_EventInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_an_event = /** @type {((inputs?: Audit_An_EventInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_An_EventInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_an_event(inputs)
	if (locale === "fr") return fr_audit_an_event(inputs)
	if (locale === "it") return it_audit_an_event(inputs)
	return en_audit_an_event(inputs)
});