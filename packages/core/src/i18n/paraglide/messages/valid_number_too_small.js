/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Valid_Number_Too_SmallInputs */

const en_valid_number_too_small = /** @type {(inputs: Valid_Number_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please enter ${i?.min} or more.`)
};

const de_valid_number_too_small = /** @type {(inputs: Valid_Number_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie ${i?.min} oder mehr ein.`)
};

const fr_valid_number_too_small = /** @type {(inputs: Valid_Number_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veuillez saisir ${i?.min} ou plus.`)
};

const it_valid_number_too_small = /** @type {(inputs: Valid_Number_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inserisca ${i?.min} o più.`)
};

/**
* | output |
* | --- |
* | "Please enter {min} or more." |
*
* @param {Valid_Number_Too_SmallInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_number_too_small = /** @type {((inputs: Valid_Number_Too_SmallInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Number_Too_SmallInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_number_too_small(inputs)
	if (locale === "fr") return fr_valid_number_too_small(inputs)
	if (locale === "it") return it_valid_number_too_small(inputs)
	return en_valid_number_too_small(inputs)
});