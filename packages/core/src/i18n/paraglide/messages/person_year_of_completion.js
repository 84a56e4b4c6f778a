/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Year_Of_CompletionInputs */

const en_person_year_of_completion = /** @type {(inputs: Person_Year_Of_CompletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Year of Completion`)
};

const de_person_year_of_completion = /** @type {(inputs: Person_Year_Of_CompletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abschlussjahr`)
};

const fr_person_year_of_completion = /** @type {(inputs: Person_Year_Of_CompletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Année de fin d’études`)
};

const it_person_year_of_completion = /** @type {(inputs: Person_Year_Of_CompletionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anno di conclusione`)
};

/**
* | output |
* | --- |
* | "Year of Completion" |
*
* @param {Person_Year_Of_CompletionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_year_of_completion = /** @type {((inputs?: Person_Year_Of_CompletionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Year_Of_CompletionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_year_of_completion(inputs)
	if (locale === "fr") return fr_person_year_of_completion(inputs)
	if (locale === "it") return it_person_year_of_completion(inputs)
	return en_person_year_of_completion(inputs)
});