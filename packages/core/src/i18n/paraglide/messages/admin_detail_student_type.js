/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Detail_Student_TypeInputs */

const en_admin_detail_student_type = /** @type {(inputs: Admin_Detail_Student_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student/Resident`)
};

const de_admin_detail_student_type = /** @type {(inputs: Admin_Detail_Student_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studierende/Assistenz`)
};

const fr_admin_detail_student_type = /** @type {(inputs: Admin_Detail_Student_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étudiant·e/Assistant·e`)
};

const it_admin_detail_student_type = /** @type {(inputs: Admin_Detail_Student_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studente/Assistente`)
};

/**
* | output |
* | --- |
* | "Student/Resident" |
*
* @param {Admin_Detail_Student_TypeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_detail_student_type = /** @type {((inputs?: Admin_Detail_Student_TypeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Detail_Student_TypeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_detail_student_type(inputs)
	if (locale === "fr") return fr_admin_detail_student_type(inputs)
	if (locale === "it") return it_admin_detail_student_type(inputs)
	return en_admin_detail_student_type(inputs)
});