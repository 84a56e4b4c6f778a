/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Valid_Rating_RangeInputs */

const en_valid_rating_range = /** @type {(inputs: Valid_Rating_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rating must be a whole number from ${i?.min} to ${i?.max}`)
};

const de_valid_rating_range = /** @type {(inputs: Valid_Rating_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Bewertung muss eine ganze Zahl von ${i?.min} bis ${i?.max} sein`)
};

const fr_valid_rating_range = /** @type {(inputs: Valid_Rating_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La note doit être un nombre entier de ${i?.min} à ${i?.max}`)
};

const it_valid_rating_range = /** @type {(inputs: Valid_Rating_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La valutazione deve essere un numero intero da ${i?.min} a ${i?.max}`)
};

/**
* | output |
* | --- |
* | "Rating must be a whole number from {min} to {max}" |
*
* @param {Valid_Rating_RangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_rating_range = /** @type {((inputs: Valid_Rating_RangeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Rating_RangeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_rating_range(inputs)
	if (locale === "fr") return fr_valid_rating_range(inputs)
	if (locale === "it") return it_valid_rating_range(inputs)
	return en_valid_rating_range(inputs)
});