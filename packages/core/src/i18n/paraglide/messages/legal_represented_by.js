/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Represented_ByInputs */

const en_legal_represented_by = /** @type {(inputs: Legal_Represented_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Represented by`)
};

const de_legal_represented_by = /** @type {(inputs: Legal_Represented_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vertreten durch`)
};

const fr_legal_represented_by = /** @type {(inputs: Legal_Represented_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Représentée par`)
};

const it_legal_represented_by = /** @type {(inputs: Legal_Represented_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rappresentata da`)
};

/**
* | output |
* | --- |
* | "Represented by" |
*
* @param {Legal_Represented_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_represented_by = /** @type {((inputs?: Legal_Represented_ByInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Represented_ByInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_legal_represented_by(inputs)
	if (locale === "fr") return fr_legal_represented_by(inputs)
	if (locale === "it") return it_legal_represented_by(inputs)
	return en_legal_represented_by(inputs)
});