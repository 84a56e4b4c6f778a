/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Year_Of_StudyInputs */

const en_person_year_of_study = /** @type {(inputs: Person_Year_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Year of Study`)
};

const de_person_year_of_study = /** @type {(inputs: Person_Year_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studienjahr`)
};

const fr_person_year_of_study = /** @type {(inputs: Person_Year_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Année d’études`)
};

const it_person_year_of_study = /** @type {(inputs: Person_Year_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anno di studio`)
};

/**
* | output |
* | --- |
* | "Year of Study" |
*
* @param {Person_Year_Of_StudyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_year_of_study = /** @type {((inputs?: Person_Year_Of_StudyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Year_Of_StudyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_year_of_study(inputs)
	if (locale === "fr") return fr_person_year_of_study(inputs)
	if (locale === "it") return it_person_year_of_study(inputs)
	return en_person_year_of_study(inputs)
});