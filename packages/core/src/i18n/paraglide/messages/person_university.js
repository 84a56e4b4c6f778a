/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_UniversityInputs */

const en_person_university = /** @type {(inputs: Person_UniversityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`University/Workplace`)
};

const de_person_university = /** @type {(inputs: Person_UniversityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Universität/Arbeitsort`)
};

const fr_person_university = /** @type {(inputs: Person_UniversityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Université/Lieu de travail`)
};

const it_person_university = /** @type {(inputs: Person_UniversityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Università/Luogo di lavoro`)
};

/**
* | output |
* | --- |
* | "University/Workplace" |
*
* @param {Person_UniversityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_university = /** @type {((inputs?: Person_UniversityInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_UniversityInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_university(inputs)
	if (locale === "fr") return fr_person_university(inputs)
	if (locale === "it") return it_person_university(inputs)
	return en_person_university(inputs)
});