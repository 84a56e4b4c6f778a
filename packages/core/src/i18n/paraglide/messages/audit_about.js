/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_AboutInputs */

const en_audit_about = /** @type {(inputs: Audit_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About`)
};

const de_audit_about = /** @type {(inputs: Audit_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betrifft`)
};

const fr_audit_about = /** @type {(inputs: Audit_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concerne`)
};

const it_audit_about = /** @type {(inputs: Audit_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riguarda`)
};

/**
* | output |
* | --- |
* | "About" |
*
* @param {Audit_AboutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_about = /** @type {((inputs?: Audit_AboutInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_AboutInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_about(inputs)
	if (locale === "fr") return fr_audit_about(inputs)
	if (locale === "it") return it_audit_about(inputs)
	return en_audit_about(inputs)
});