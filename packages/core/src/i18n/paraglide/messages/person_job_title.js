/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Job_TitleInputs */

const en_person_job_title = /** @type {(inputs: Person_Job_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job Title`)
};

const de_person_job_title = /** @type {(inputs: Person_Job_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Berufsbezeichnung`)
};

const fr_person_job_title = /** @type {(inputs: Person_Job_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonction`)
};

const it_person_job_title = /** @type {(inputs: Person_Job_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professione`)
};

/**
* | output |
* | --- |
* | "Job Title" |
*
* @param {Person_Job_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_job_title = /** @type {((inputs?: Person_Job_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Job_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_job_title(inputs)
	if (locale === "fr") return fr_person_job_title(inputs)
	if (locale === "it") return it_person_job_title(inputs)
	return en_person_job_title(inputs)
});