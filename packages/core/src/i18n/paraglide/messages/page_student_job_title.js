/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Page_Student_Job_TitleInputs */

const en_page_student_job_title = /** @type {(inputs: Page_Student_Job_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: student jobs`)
};

const de_page_student_job_title = /** @type {(inputs: Page_Student_Job_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: Studierendenjobs`)
};

const fr_page_student_job_title = /** @type {(inputs: Page_Student_Job_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : jobs étudiants`)
};

const it_page_student_job_title = /** @type {(inputs: Page_Student_Job_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: lavori per studenti`)
};

/**
* | output |
* | --- |
* | "{name}: student jobs" |
*
* @param {Page_Student_Job_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_student_job_title = /** @type {((inputs: Page_Student_Job_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Student_Job_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_student_job_title(inputs)
	if (locale === "fr") return fr_page_student_job_title(inputs)
	if (locale === "it") return it_page_student_job_title(inputs)
	return en_page_student_job_title(inputs)
});