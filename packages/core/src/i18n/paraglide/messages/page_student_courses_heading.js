/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Student_Courses_HeadingInputs */

const en_page_student_courses_heading = /** @type {(inputs: Page_Student_Courses_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student courses`)
};

const de_page_student_courses_heading = /** @type {(inputs: Page_Student_Courses_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studierendenkurse`)
};

const fr_page_student_courses_heading = /** @type {(inputs: Page_Student_Courses_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours pour étudiant·e·s`)
};

const it_page_student_courses_heading = /** @type {(inputs: Page_Student_Courses_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corsi per studenti`)
};

/**
* | output |
* | --- |
* | "Student courses" |
*
* @param {Page_Student_Courses_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_student_courses_heading = /** @type {((inputs?: Page_Student_Courses_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Student_Courses_HeadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_student_courses_heading(inputs)
	if (locale === "fr") return fr_page_student_courses_heading(inputs)
	if (locale === "it") return it_page_student_courses_heading(inputs)
	return en_page_student_courses_heading(inputs)
});