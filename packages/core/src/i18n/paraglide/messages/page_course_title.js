/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Page_Course_TitleInputs */

const en_page_course_title = /** @type {(inputs: Page_Course_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} course`)
};

const de_page_course_title = /** @type {(inputs: Page_Course_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kurs ${i?.name}`)
};

const fr_page_course_title = /** @type {(inputs: Page_Course_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cours ${i?.name}`)
};

const it_page_course_title = /** @type {(inputs: Page_Course_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Corso ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name} course" |
*
* @param {Page_Course_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_course_title = /** @type {((inputs: Page_Course_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Course_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_page_course_title(inputs)
	if (locale === "fr") return fr_page_course_title(inputs)
	if (locale === "it") return it_page_course_title(inputs)
	return en_page_course_title(inputs)
});