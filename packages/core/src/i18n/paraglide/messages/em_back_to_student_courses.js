/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Back_To_Student_CoursesInputs */

const en_em_back_to_student_courses = /** @type {(inputs: Em_Back_To_Student_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Student Courses`)
};

const de_em_back_to_student_courses = /** @type {(inputs: Em_Back_To_Student_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zu den Kursen für Studierende`)
};

const fr_em_back_to_student_courses = /** @type {(inputs: Em_Back_To_Student_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux cours pour étudiants`)
};

const it_em_back_to_student_courses = /** @type {(inputs: Em_Back_To_Student_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tornare ai corsi per studenti`)
};

/**
* | output |
* | --- |
* | "Back to Student Courses" |
*
* @param {Em_Back_To_Student_CoursesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_back_to_student_courses = /** @type {((inputs?: Em_Back_To_Student_CoursesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Back_To_Student_CoursesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_back_to_student_courses(inputs)
	if (locale === "fr") return fr_em_back_to_student_courses(inputs)
	if (locale === "it") return it_em_back_to_student_courses(inputs)
	return en_em_back_to_student_courses(inputs)
});