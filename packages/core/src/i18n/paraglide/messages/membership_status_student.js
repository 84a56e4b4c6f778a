/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Status_StudentInputs */

const en_membership_status_student = /** @type {(inputs: Membership_Status_StudentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student`)
};

const de_membership_status_student = /** @type {(inputs: Membership_Status_StudentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student/in`)
};

const fr_membership_status_student = /** @type {(inputs: Membership_Status_StudentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étudiant·e`)
};

const it_membership_status_student = /** @type {(inputs: Membership_Status_StudentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studente`)
};

/**
* | output |
* | --- |
* | "Student" |
*
* @param {Membership_Status_StudentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_status_student = /** @type {((inputs?: Membership_Status_StudentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Status_StudentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_status_student(inputs)
	if (locale === "fr") return fr_membership_status_student(inputs)
	if (locale === "it") return it_membership_status_student(inputs)
	return en_membership_status_student(inputs)
});