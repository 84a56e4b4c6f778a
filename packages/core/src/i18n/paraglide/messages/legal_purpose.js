/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_PurposeInputs */

const en_legal_purpose = /** @type {(inputs: Legal_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purpose`)
};

const de_legal_purpose = /** @type {(inputs: Legal_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zweck`)
};

const fr_legal_purpose = /** @type {(inputs: Legal_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finalité`)
};

const it_legal_purpose = /** @type {(inputs: Legal_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scopo`)
};

/**
* | output |
* | --- |
* | "Purpose" |
*
* @param {Legal_PurposeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_purpose = /** @type {((inputs?: Legal_PurposeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_PurposeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_legal_purpose(inputs)
	if (locale === "fr") return fr_legal_purpose(inputs)
	if (locale === "it") return it_legal_purpose(inputs)
	return en_legal_purpose(inputs)
});