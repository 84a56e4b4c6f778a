/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_FilterInputs */

const en_audit_filter = /** @type {(inputs: Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter`)
};

const de_audit_filter = /** @type {(inputs: Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtern`)
};

const fr_audit_filter = /** @type {(inputs: Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer`)
};

const it_audit_filter = /** @type {(inputs: Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrare`)
};

/**
* | output |
* | --- |
* | "Filter" |
*
* @param {Audit_FilterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_filter = /** @type {((inputs?: Audit_FilterInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_FilterInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_filter(inputs)
	if (locale === "fr") return fr_audit_filter(inputs)
	if (locale === "it") return it_audit_filter(inputs)
	return en_audit_filter(inputs)
});