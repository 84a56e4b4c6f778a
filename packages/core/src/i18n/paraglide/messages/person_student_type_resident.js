/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Student_Type_ResidentInputs */

const en_person_student_type_resident = /** @type {(inputs: Person_Student_Type_ResidentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resident`)
};

const de_person_student_type_resident = /** @type {(inputs: Person_Student_Type_ResidentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assistenzärztin/-arzt`)
};

const fr_person_student_type_resident = /** @type {(inputs: Person_Student_Type_ResidentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Médecin assistant·e`)
};

const it_person_student_type_resident = /** @type {(inputs: Person_Student_Type_ResidentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medico assistente`)
};

/**
* | output |
* | --- |
* | "Resident" |
*
* @param {Person_Student_Type_ResidentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_student_type_resident = /** @type {((inputs?: Person_Student_Type_ResidentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Student_Type_ResidentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_student_type_resident(inputs)
	if (locale === "fr") return fr_person_student_type_resident(inputs)
	if (locale === "it") return it_person_student_type_resident(inputs)
	return en_person_student_type_resident(inputs)
});