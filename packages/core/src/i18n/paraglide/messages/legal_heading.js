/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_HeadingInputs */

const en_legal_heading = /** @type {(inputs: Legal_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprint & privacy policy`)
};

const de_legal_heading = /** @type {(inputs: Legal_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impressum & Datenschutz`)
};

const fr_legal_heading = /** @type {(inputs: Legal_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentions légales & confidentialité`)
};

const it_legal_heading = /** @type {(inputs: Legal_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colophon e privacy`)
};

/**
* | output |
* | --- |
* | "Imprint & privacy policy" |
*
* @param {Legal_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_heading = /** @type {((inputs?: Legal_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_HeadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_legal_heading(inputs)
	if (locale === "fr") return fr_legal_heading(inputs)
	if (locale === "it") return it_legal_heading(inputs)
	return en_legal_heading(inputs)
});