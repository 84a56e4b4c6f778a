/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_LegalInputs */

const en_nav_legal = /** @type {(inputs: Nav_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprint & Privacy Policy`)
};

const de_nav_legal = /** @type {(inputs: Nav_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impressum & Datenschutz`)
};

const fr_nav_legal = /** @type {(inputs: Nav_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impressum & protection des données`)
};

const it_nav_legal = /** @type {(inputs: Nav_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impressum & protezione dei dati`)
};

/**
* | output |
* | --- |
* | "Imprint & Privacy Policy" |
*
* @param {Nav_LegalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const nav_legal = /** @type {((inputs?: Nav_LegalInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_LegalInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_legal(inputs)
	if (locale === "fr") return fr_nav_legal(inputs)
	if (locale === "it") return it_nav_legal(inputs)
	return en_nav_legal(inputs)
});