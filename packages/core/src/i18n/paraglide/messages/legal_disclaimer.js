/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_DisclaimerInputs */

const en_legal_disclaimer = /** @type {(inputs: Legal_DisclaimerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disclaimer`)
};

const de_legal_disclaimer = /** @type {(inputs: Legal_DisclaimerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haftungsausschluss`)
};

const fr_legal_disclaimer = /** @type {(inputs: Legal_DisclaimerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clause de non-responsabilité`)
};

const it_legal_disclaimer = /** @type {(inputs: Legal_DisclaimerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esclusione di responsabilità`)
};

/**
* | output |
* | --- |
* | "Disclaimer" |
*
* @param {Legal_DisclaimerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_disclaimer = /** @type {((inputs?: Legal_DisclaimerInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_DisclaimerInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_legal_disclaimer(inputs)
	if (locale === "fr") return fr_legal_disclaimer(inputs)
	if (locale === "it") return it_legal_disclaimer(inputs)
	return en_legal_disclaimer(inputs)
});