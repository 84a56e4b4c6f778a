/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Feature_CoursesInputs */

const en_dash_feature_courses = /** @type {(inputs: Dash_Feature_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course enrollment`)
};

const de_dash_feature_courses = /** @type {(inputs: Dash_Feature_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kursanmeldung`)
};

const fr_dash_feature_courses = /** @type {(inputs: Dash_Feature_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription aux cours`)
};

const it_dash_feature_courses = /** @type {(inputs: Dash_Feature_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iscrizione ai corsi`)
};

/**
* | output |
* | --- |
* | "Course enrollment" |
*
* @param {Dash_Feature_CoursesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_feature_courses = /** @type {((inputs?: Dash_Feature_CoursesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Feature_CoursesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_feature_courses(inputs)
	if (locale === "fr") return fr_dash_feature_courses(inputs)
	if (locale === "it") return it_dash_feature_courses(inputs)
	return en_dash_feature_courses(inputs)
});