/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Student_Courses_DescriptionInputs */

const en_page_student_courses_description = /** @type {(inputs: Page_Student_Courses_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emergency medicine courses for students: Medventura, STEWI and more.`)
};

const de_page_student_courses_description = /** @type {(inputs: Page_Student_Courses_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notfallmedizinische Kurse für Studierende: Medventura, STEWI und mehr.`)
};

const fr_page_student_courses_description = /** @type {(inputs: Page_Student_Courses_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours de médecine d'urgence pour étudiant·e·s : Medventura, STEWI et plus encore.`)
};

const it_page_student_courses_description = /** @type {(inputs: Page_Student_Courses_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corsi di medicina d'urgenza per studenti: Medventura, STEWI e altro.`)
};

/**
* | output |
* | --- |
* | "Emergency medicine courses for students: Medventura, STEWI and more." |
*
* @param {Page_Student_Courses_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_student_courses_description = /** @type {((inputs?: Page_Student_Courses_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Student_Courses_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_student_courses_description(inputs)
	if (locale === "fr") return fr_page_student_courses_description(inputs)
	if (locale === "it") return it_page_student_courses_description(inputs)
	return en_page_student_courses_description(inputs)
});