/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Valid_Year_Out_Of_RangeInputs */

const en_valid_year_out_of_range = /** @type {(inputs: Valid_Year_Out_Of_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Year of completion must be between ${i?.min} and ${i?.max}`)
};

const de_valid_year_out_of_range = /** @type {(inputs: Valid_Year_Out_Of_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Abschlussjahr muss zwischen ${i?.min} und ${i?.max} liegen`)
};

const fr_valid_year_out_of_range = /** @type {(inputs: Valid_Year_Out_Of_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’année de fin d’études doit être comprise entre ${i?.min} et ${i?.max}`)
};

const it_valid_year_out_of_range = /** @type {(inputs: Valid_Year_Out_Of_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’anno di conclusione deve essere compreso tra ${i?.min} e ${i?.max}`)
};

/**
* | output |
* | --- |
* | "Year of completion must be between {min} and {max}" |
*
* @param {Valid_Year_Out_Of_RangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_year_out_of_range = /** @type {((inputs: Valid_Year_Out_Of_RangeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Year_Out_Of_RangeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_year_out_of_range(inputs)
	if (locale === "fr") return fr_valid_year_out_of_range(inputs)
	if (locale === "it") return it_valid_year_out_of_range(inputs)
	return en_valid_year_out_of_range(inputs)
});