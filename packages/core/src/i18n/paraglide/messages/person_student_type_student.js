/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Student_Type_StudentInputs */

const en_person_student_type_student = /** @type {(inputs: Person_Student_Type_StudentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student`)
};

const de_person_student_type_student = /** @type {(inputs: Person_Student_Type_StudentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studierende/r`)
};

const fr_person_student_type_student = /** @type {(inputs: Person_Student_Type_StudentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étudiant·e`)
};

const it_person_student_type_student = /** @type {(inputs: Person_Student_Type_StudentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studente/ssa`)
};

/**
* | output |
* | --- |
* | "Student" |
*
* @param {Person_Student_Type_StudentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_student_type_student = /** @type {((inputs?: Person_Student_Type_StudentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Student_Type_StudentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_student_type_student(inputs)
	if (locale === "fr") return fr_person_student_type_student(inputs)
	if (locale === "it") return it_person_student_type_student(inputs)
	return en_person_student_type_student(inputs)
});