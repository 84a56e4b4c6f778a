/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_New_YearInputs */

const en_audit_new_year = /** @type {(inputs: Audit_New_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a new year`)
};

const de_audit_new_year = /** @type {(inputs: Audit_New_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ein neues Jahr`)
};

const fr_audit_new_year = /** @type {(inputs: Audit_New_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`une nouvelle année`)
};

const it_audit_new_year = /** @type {(inputs: Audit_New_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un nuovo anno`)
};

/**
* | output |
* | --- |
* | "a new year" |
*
* @param {Audit_New_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_new_year = /** @type {((inputs?: Audit_New_YearInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_New_YearInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_new_year(inputs)
	if (locale === "fr") return fr_audit_new_year(inputs)
	if (locale === "it") return it_audit_new_year(inputs)
	return en_audit_new_year(inputs)
});