/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Courses_HeadingInputs */

const en_em_courses_heading = /** @type {(inputs: Em_Courses_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses`)
};

const de_em_courses_heading = /** @type {(inputs: Em_Courses_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kurse`)
};

const fr_em_courses_heading = /** @type {(inputs: Em_Courses_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cours`)
};

const it_em_courses_heading = /** @type {(inputs: Em_Courses_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corsi`)
};

/**
* | output |
* | --- |
* | "Courses" |
*
* @param {Em_Courses_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_courses_heading = /** @type {((inputs?: Em_Courses_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Courses_HeadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_courses_heading(inputs)
	if (locale === "fr") return fr_em_courses_heading(inputs)
	if (locale === "it") return it_em_courses_heading(inputs)
	return en_em_courses_heading(inputs)
});