/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Back_To_Student_JobsInputs */

const en_em_back_to_student_jobs = /** @type {(inputs: Em_Back_To_Student_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Student Jobs`)
};

const de_em_back_to_student_jobs = /** @type {(inputs: Em_Back_To_Student_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zu den Studentenjobs`)
};

const fr_em_back_to_student_jobs = /** @type {(inputs: Em_Back_To_Student_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux jobs étudiants`)
};

const it_em_back_to_student_jobs = /** @type {(inputs: Em_Back_To_Student_JobsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tornare ai lavori per studenti`)
};

/**
* | output |
* | --- |
* | "Back to Student Jobs" |
*
* @param {Em_Back_To_Student_JobsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_back_to_student_jobs = /** @type {((inputs?: Em_Back_To_Student_JobsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Back_To_Student_JobsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_back_to_student_jobs(inputs)
	if (locale === "fr") return fr_em_back_to_student_jobs(inputs)
	if (locale === "it") return it_em_back_to_student_jobs(inputs)
	return en_em_back_to_student_jobs(inputs)
});