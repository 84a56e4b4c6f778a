/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Type_Medical_StudentsInputs */

const en_reviews_pub_type_medical_students = /** @type {(inputs: Reviews_Pub_Type_Medical_StudentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medical Students`)
};

const de_reviews_pub_type_medical_students = /** @type {(inputs: Reviews_Pub_Type_Medical_StudentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medizinstudierende`)
};

const fr_reviews_pub_type_medical_students = /** @type {(inputs: Reviews_Pub_Type_Medical_StudentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étudiants en médecine`)
};

const it_reviews_pub_type_medical_students = /** @type {(inputs: Reviews_Pub_Type_Medical_StudentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studenti di medicina`)
};

/**
* | output |
* | --- |
* | "Medical Students" |
*
* @param {Reviews_Pub_Type_Medical_StudentsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_type_medical_students = /** @type {((inputs?: Reviews_Pub_Type_Medical_StudentsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Type_Medical_StudentsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_type_medical_students(inputs)
	if (locale === "fr") return fr_reviews_pub_type_medical_students(inputs)
	if (locale === "it") return it_reviews_pub_type_medical_students(inputs)
	return en_reviews_pub_type_medical_students(inputs)
});