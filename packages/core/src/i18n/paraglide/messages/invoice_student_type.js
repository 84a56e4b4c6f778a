/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ studentType: NonNullable<unknown> }} Invoice_Student_TypeInputs */

const en_invoice_student_type = /** @type {(inputs: Invoice_Student_TypeInputs) => LocalizedString} */ (i) => {
	if (i?.studentType === "student") return /** @type {LocalizedString} */ (`Student`);
	if (i?.studentType === "resident") return /** @type {LocalizedString} */ (`Resident`);
	if (i?.studentType === "graduate") return /** @type {LocalizedString} */ (`Graduate`);
	return /** @type {LocalizedString} */ (`Specialist`)
	
};

const de_invoice_student_type = /** @type {(inputs: Invoice_Student_TypeInputs) => LocalizedString} */ (i) => {
	if (i?.studentType === "student") return /** @type {LocalizedString} */ (`Studierende/r`);
	if (i?.studentType === "resident") return /** @type {LocalizedString} */ (`Assistenzarzt/-ärztin`);
	if (i?.studentType === "graduate") return /** @type {LocalizedString} */ (`Absolvent/in`);
	return /** @type {LocalizedString} */ (`Facharzt/-ärztin`)
	
};

const fr_invoice_student_type = /** @type {(inputs: Invoice_Student_TypeInputs) => LocalizedString} */ (i) => {
	if (i?.studentType === "student") return /** @type {LocalizedString} */ (`Étudiant·e`);
	if (i?.studentType === "resident") return /** @type {LocalizedString} */ (`Médecin assistant·e`);
	if (i?.studentType === "graduate") return /** @type {LocalizedString} */ (`Diplômé·e`);
	return /** @type {LocalizedString} */ (`Spécialiste`)
	
};

const it_invoice_student_type = /** @type {(inputs: Invoice_Student_TypeInputs) => LocalizedString} */ (i) => {
	if (i?.studentType === "student") return /** @type {LocalizedString} */ (`Studente/ssa`);
	if (i?.studentType === "resident") return /** @type {LocalizedString} */ (`Medico assistente`);
	if (i?.studentType === "graduate") return /** @type {LocalizedString} */ (`Laureato/a`);
	return /** @type {LocalizedString} */ (`Specialista`)
	
};

/**
* | studentType | output |
* | --- | --- |
* | "student" | "Student" |
* | "resident" | "Resident" |
* | "graduate" | "Graduate" |
* | * | "Specialist" |
*
* @param {Invoice_Student_TypeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_student_type = /** @type {((inputs: Invoice_Student_TypeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Student_TypeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invoice_student_type(inputs)
	if (locale === "fr") return fr_invoice_student_type(inputs)
	if (locale === "it") return it_invoice_student_type(inputs)
	return en_invoice_student_type(inputs)
});