/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_ToInputs */

const en_audit_to = /** @type {(inputs: Audit_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const de_audit_to = /** @type {(inputs: Audit_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bis`)
};

const fr_audit_to = /** @type {(inputs: Audit_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au`)
};

const it_audit_to = /** @type {(inputs: Audit_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Audit_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_to = /** @type {((inputs?: Audit_ToInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_ToInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_to(inputs)
	if (locale === "fr") return fr_audit_to(inputs)
	if (locale === "it") return it_audit_to(inputs)
	return en_audit_to(inputs)
});