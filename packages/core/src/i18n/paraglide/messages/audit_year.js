/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Audit_YearInputs */

const en_audit_year = /** @type {(inputs: Audit_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.year}`)
};

const de_audit_year = /** @type {(inputs: Audit_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.year}`)
};

const fr_audit_year = /** @type {(inputs: Audit_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.year}`)
};

const it_audit_year = /** @type {(inputs: Audit_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`il ${i?.year}`)
};

/**
* | output |
* | --- |
* | "{year}" |
*
* @param {Audit_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_year = /** @type {((inputs: Audit_YearInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_YearInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_year(inputs)
	if (locale === "fr") return fr_audit_year(inputs)
	if (locale === "it") return it_audit_year(inputs)
	return en_audit_year(inputs)
});