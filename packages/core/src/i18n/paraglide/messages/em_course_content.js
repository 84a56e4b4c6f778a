/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Course_ContentInputs */

const en_em_course_content = /** @type {(inputs: Em_Course_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course content`)
};

const de_em_course_content = /** @type {(inputs: Em_Course_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kursinhalt`)
};

const fr_em_course_content = /** @type {(inputs: Em_Course_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenu du cours`)
};

const it_em_course_content = /** @type {(inputs: Em_Course_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenuti del corso`)
};

/**
* | output |
* | --- |
* | "Course content" |
*
* @param {Em_Course_ContentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_course_content = /** @type {((inputs?: Em_Course_ContentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Course_ContentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_course_content(inputs)
	if (locale === "fr") return fr_em_course_content(inputs)
	if (locale === "it") return it_em_course_content(inputs)
	return en_em_course_content(inputs)
});