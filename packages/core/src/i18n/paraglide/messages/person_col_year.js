/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Col_YearInputs */

const en_person_col_year = /** @type {(inputs: Person_Col_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Year`)
};

const de_person_col_year = /** @type {(inputs: Person_Col_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jahr`)
};

const fr_person_col_year = /** @type {(inputs: Person_Col_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Année`)
};

const it_person_col_year = /** @type {(inputs: Person_Col_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anno`)
};

/**
* | output |
* | --- |
* | "Year" |
*
* @param {Person_Col_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_col_year = /** @type {((inputs?: Person_Col_YearInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Col_YearInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_col_year(inputs)
	if (locale === "fr") return fr_person_col_year(inputs)
	if (locale === "it") return it_person_col_year(inputs)
	return en_person_col_year(inputs)
});