/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_General_ExperienceInputs */

const en_reviews_pub_general_experience = /** @type {(inputs: Reviews_Pub_General_ExperienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General experience`)
};

const de_reviews_pub_general_experience = /** @type {(inputs: Reviews_Pub_General_ExperienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allgemeine Erfahrung`)
};

const fr_reviews_pub_general_experience = /** @type {(inputs: Reviews_Pub_General_ExperienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expérience générale`)
};

const it_reviews_pub_general_experience = /** @type {(inputs: Reviews_Pub_General_ExperienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esperienza generale`)
};

/**
* | output |
* | --- |
* | "General experience" |
*
* @param {Reviews_Pub_General_ExperienceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_general_experience = /** @type {((inputs?: Reviews_Pub_General_ExperienceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_General_ExperienceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_general_experience(inputs)
	if (locale === "fr") return fr_reviews_pub_general_experience(inputs)
	if (locale === "it") return it_reviews_pub_general_experience(inputs)
	return en_reviews_pub_general_experience(inputs)
});