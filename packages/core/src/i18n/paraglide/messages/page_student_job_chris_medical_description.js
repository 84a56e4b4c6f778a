/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Student_Job_Chris_Medical_DescriptionInputs */

const en_page_student_job_chris_medical_description = /** @type {(inputs: Page_Student_Job_Chris_Medical_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student jobs with Chris Medical Services in Lausanne: work areas and team.`)
};

const de_page_student_job_chris_medical_description = /** @type {(inputs: Page_Student_Job_Chris_Medical_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studierendenjobs bei Chris Medical Services in Lausanne: Einsatzbereiche und Team.`)
};

const fr_page_student_job_chris_medical_description = /** @type {(inputs: Page_Student_Job_Chris_Medical_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jobs étudiants chez Chris Medical Services à Lausanne : domaines d'activité et équipe.`)
};

const it_page_student_job_chris_medical_description = /** @type {(inputs: Page_Student_Job_Chris_Medical_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lavori per studenti presso Chris Medical Services a Losanna: ambiti di lavoro e team.`)
};

/**
* | output |
* | --- |
* | "Student jobs with Chris Medical Services in Lausanne: work areas and team." |
*
* @param {Page_Student_Job_Chris_Medical_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_student_job_chris_medical_description = /** @type {((inputs?: Page_Student_Job_Chris_Medical_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Student_Job_Chris_Medical_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_student_job_chris_medical_description(inputs)
	if (locale === "fr") return fr_page_student_job_chris_medical_description(inputs)
	if (locale === "it") return it_page_student_job_chris_medical_description(inputs)
	return en_page_student_job_chris_medical_description(inputs)
});