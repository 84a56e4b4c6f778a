/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Valid_Number_Too_BigInputs */

const en_valid_number_too_big = /** @type {(inputs: Valid_Number_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please enter ${i?.max} or less.`)
};

const de_valid_number_too_big = /** @type {(inputs: Valid_Number_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie höchstens ${i?.max} ein.`)
};

const fr_valid_number_too_big = /** @type {(inputs: Valid_Number_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veuillez saisir ${i?.max} ou moins.`)
};

const it_valid_number_too_big = /** @type {(inputs: Valid_Number_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inserisca ${i?.max} o meno.`)
};

/**
* | output |
* | --- |
* | "Please enter {max} or less." |
*
* @param {Valid_Number_Too_BigInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_number_too_big = /** @type {((inputs: Valid_Number_Too_BigInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Number_Too_BigInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_number_too_big(inputs)
	if (locale === "fr") return fr_valid_number_too_big(inputs)
	if (locale === "it") return it_valid_number_too_big(inputs)
	return en_valid_number_too_big(inputs)
});