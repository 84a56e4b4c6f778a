/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Student_Type_SpecialistInputs */

const en_person_student_type_specialist = /** @type {(inputs: Person_Student_Type_SpecialistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Specialist`)
};

const de_person_student_type_specialist = /** @type {(inputs: Person_Student_Type_SpecialistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fachärztin/-arzt`)
};

const fr_person_student_type_specialist = /** @type {(inputs: Person_Student_Type_SpecialistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spécialiste`)
};

const it_person_student_type_specialist = /** @type {(inputs: Person_Student_Type_SpecialistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Specialista`)
};

/**
* | output |
* | --- |
* | "Specialist" |
*
* @param {Person_Student_Type_SpecialistInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_student_type_specialist = /** @type {((inputs?: Person_Student_Type_SpecialistInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Student_Type_SpecialistInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_student_type_specialist(inputs)
	if (locale === "fr") return fr_person_student_type_specialist(inputs)
	if (locale === "it") return it_person_student_type_specialist(inputs)
	return en_person_student_type_specialist(inputs)
});