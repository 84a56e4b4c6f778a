/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Student_FriendlyInputs */

const en_em_student_friendly = /** @type {(inputs: Em_Student_FriendlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Student-friendly`)
};

const de_em_student_friendly = /** @type {(inputs: Em_Student_FriendlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studierendenfreundlich`)
};

const fr_em_student_friendly = /** @type {(inputs: Em_Student_FriendlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessible aux étudiants`)
};

const it_em_student_friendly = /** @type {(inputs: Em_Student_FriendlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adatto agli studenti`)
};

/**
* | output |
* | --- |
* | "Student-friendly" |
*
* @param {Em_Student_FriendlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_student_friendly = /** @type {((inputs?: Em_Student_FriendlyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Student_FriendlyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_student_friendly(inputs)
	if (locale === "fr") return fr_em_student_friendly(inputs)
	if (locale === "it") return it_em_student_friendly(inputs)
	return en_em_student_friendly(inputs)
});