/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Year_Not_A_YearInputs */

const en_valid_year_not_a_year = /** @type {(inputs: Valid_Year_Not_A_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Year of completion must be a year`)
};

const de_valid_year_not_a_year = /** @type {(inputs: Valid_Year_Not_A_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie das Abschlussjahr als Jahreszahl ein`)
};

const fr_valid_year_not_a_year = /** @type {(inputs: Valid_Year_Not_A_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’année de fin d’études doit être une année`)
};

const it_valid_year_not_a_year = /** @type {(inputs: Valid_Year_Not_A_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’anno di conclusione deve essere un anno`)
};

/**
* | output |
* | --- |
* | "Year of completion must be a year" |
*
* @param {Valid_Year_Not_A_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_year_not_a_year = /** @type {((inputs?: Valid_Year_Not_A_YearInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Year_Not_A_YearInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_year_not_a_year(inputs)
	if (locale === "fr") return fr_valid_year_not_a_year(inputs)
	if (locale === "it") return it_valid_year_not_a_year(inputs)
	return en_valid_year_not_a_year(inputs)
});