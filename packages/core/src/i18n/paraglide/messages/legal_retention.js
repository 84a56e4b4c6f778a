/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_RetentionInputs */

const en_legal_retention = /** @type {(inputs: Legal_RetentionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retention`)
};

const de_legal_retention = /** @type {(inputs: Legal_RetentionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufbewahrung`)
};

const fr_legal_retention = /** @type {(inputs: Legal_RetentionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservation`)
};

const it_legal_retention = /** @type {(inputs: Legal_RetentionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservazione`)
};

/**
* | output |
* | --- |
* | "Retention" |
*
* @param {Legal_RetentionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_retention = /** @type {((inputs?: Legal_RetentionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_RetentionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_legal_retention(inputs)
	if (locale === "fr") return fr_legal_retention(inputs)
	if (locale === "it") return it_legal_retention(inputs)
	return en_legal_retention(inputs)
});