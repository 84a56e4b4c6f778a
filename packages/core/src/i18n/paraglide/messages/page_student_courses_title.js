/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Student_Courses_TitleInputs */

const en_page_student_courses_title = /** @type {(inputs: Page_Student_Courses_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses for students`)
};

const de_page_student_courses_title = /** @type {(inputs: Page_Student_Courses_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kurse für Studierende`)
};

const fr_page_student_courses_title = /** @type {(inputs: Page_Student_Courses_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours pour étudiant·e·s`)
};

const it_page_student_courses_title = /** @type {(inputs: Page_Student_Courses_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corsi per studenti`)
};

/**
* | output |
* | --- |
* | "Courses for students" |
*
* @param {Page_Student_Courses_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_student_courses_title = /** @type {((inputs?: Page_Student_Courses_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Student_Courses_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_student_courses_title(inputs)
	if (locale === "fr") return fr_page_student_courses_title(inputs)
	if (locale === "it") return it_page_student_courses_title(inputs)
	return en_page_student_courses_title(inputs)
});