/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Type_NursesInputs */

const en_reviews_pub_type_nurses = /** @type {(inputs: Reviews_Pub_Type_NursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nurses`)
};

const de_reviews_pub_type_nurses = /** @type {(inputs: Reviews_Pub_Type_NursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pflege`)
};

const fr_reviews_pub_type_nurses = /** @type {(inputs: Reviews_Pub_Type_NursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Infirmiers`)
};

const it_reviews_pub_type_nurses = /** @type {(inputs: Reviews_Pub_Type_NursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Infermieri`)
};

/**
* | output |
* | --- |
* | "Nurses" |
*
* @param {Reviews_Pub_Type_NursesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_type_nurses = /** @type {((inputs?: Reviews_Pub_Type_NursesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Type_NursesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_type_nurses(inputs)
	if (locale === "fr") return fr_reviews_pub_type_nurses(inputs)
	if (locale === "it") return it_reviews_pub_type_nurses(inputs)
	return en_reviews_pub_type_nurses(inputs)
});