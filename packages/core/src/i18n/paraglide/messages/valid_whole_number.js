/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Whole_NumberInputs */

const en_valid_whole_number = /** @type {(inputs: Valid_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a whole number.`)
};

const de_valid_whole_number = /** @type {(inputs: Valid_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie eine ganze Zahl ein.`)
};

const fr_valid_whole_number = /** @type {(inputs: Valid_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir un nombre entier.`)
};

const it_valid_whole_number = /** @type {(inputs: Valid_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisca un numero intero.`)
};

/**
* | output |
* | --- |
* | "Please enter a whole number." |
*
* @param {Valid_Whole_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_whole_number = /** @type {((inputs?: Valid_Whole_NumberInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Whole_NumberInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_whole_number(inputs)
	if (locale === "fr") return fr_valid_whole_number(inputs)
	if (locale === "it") return it_valid_whole_number(inputs)
	return en_valid_whole_number(inputs)
});