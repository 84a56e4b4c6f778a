/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Student_Jobs_TitleInputs */

const en_page_student_jobs_title = /** @type {(inputs: Page_Student_Jobs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student jobs`)
};

const de_page_student_jobs_title = /** @type {(inputs: Page_Student_Jobs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studierendenjobs`)
};

const fr_page_student_jobs_title = /** @type {(inputs: Page_Student_Jobs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jobs étudiants`)
};

const it_page_student_jobs_title = /** @type {(inputs: Page_Student_Jobs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lavori per studenti`)
};

/**
* | output |
* | --- |
* | "Student jobs" |
*
* @param {Page_Student_Jobs_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_student_jobs_title = /** @type {((inputs?: Page_Student_Jobs_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Student_Jobs_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_student_jobs_title(inputs)
	if (locale === "fr") return fr_page_student_jobs_title(inputs)
	if (locale === "it") return it_page_student_jobs_title(inputs)
	return en_page_student_jobs_title(inputs)
});