/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Student_Jobs_DescriptionInputs */

const en_page_student_jobs_description = /** @type {(inputs: Page_Student_Jobs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student jobs in emergency and event medicine with Chris Medical Services, Emergency Squad and JDMT.`)
};

const de_page_student_jobs_description = /** @type {(inputs: Page_Student_Jobs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studierendenjobs in der Notfall- und Eventmedizin bei Chris Medical Services, Emergency Squad und JDMT.`)
};

const fr_page_student_jobs_description = /** @type {(inputs: Page_Student_Jobs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jobs étudiants en médecine d'urgence et d'événements chez Chris Medical Services, Emergency Squad et JDMT.`)
};

const it_page_student_jobs_description = /** @type {(inputs: Page_Student_Jobs_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lavori per studenti nella medicina d'urgenza e degli eventi presso Chris Medical Services, Emergency Squad e JDMT.`)
};

/**
* | output |
* | --- |
* | "Student jobs in emergency and event medicine with Chris Medical Services, Emergency Squad and JDMT." |
*
* @param {Page_Student_Jobs_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_student_jobs_description = /** @type {((inputs?: Page_Student_Jobs_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Student_Jobs_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_student_jobs_description(inputs)
	if (locale === "fr") return fr_page_student_jobs_description(inputs)
	if (locale === "it") return it_page_student_jobs_description(inputs)
	return en_page_student_jobs_description(inputs)
});