/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Student_Type_GraduateInputs */

const en_person_student_type_graduate = /** @type {(inputs: Person_Student_Type_GraduateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graduate`)
};

const de_person_student_type_graduate = /** @type {(inputs: Person_Student_Type_GraduateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Absolvent/in`)
};

const fr_person_student_type_graduate = /** @type {(inputs: Person_Student_Type_GraduateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diplômé·e`)
};

const it_person_student_type_graduate = /** @type {(inputs: Person_Student_Type_GraduateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laureato/a`)
};

/**
* | output |
* | --- |
* | "Graduate" |
*
* @param {Person_Student_Type_GraduateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_student_type_graduate = /** @type {((inputs?: Person_Student_Type_GraduateInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Student_Type_GraduateInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_student_type_graduate(inputs)
	if (locale === "fr") return fr_person_student_type_graduate(inputs)
	if (locale === "it") return it_person_student_type_graduate(inputs)
	return en_person_student_type_graduate(inputs)
});