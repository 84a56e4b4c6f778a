/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Add_Review_DescriptionInputs */

const en_reviews_pub_add_review_description = /** @type {(inputs: Reviews_Pub_Add_Review_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share your clinical rotation so that other students can choose well.`)
};

const de_reviews_pub_add_review_description = /** @type {(inputs: Reviews_Pub_Add_Review_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilen Sie Ihr klinisches Praktikum, damit andere Studierende gut wählen können.`)
};

const fr_reviews_pub_add_review_description = /** @type {(inputs: Reviews_Pub_Add_Review_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partagez votre stage clinique pour que d’autres étudiants puissent bien choisir.`)
};

const it_reviews_pub_add_review_description = /** @type {(inputs: Reviews_Pub_Add_Review_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condivida il Suo stage clinico perché altri studenti possano scegliere bene.`)
};

/**
* | output |
* | --- |
* | "Share your clinical rotation so that other students can choose well." |
*
* @param {Reviews_Pub_Add_Review_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_add_review_description = /** @type {((inputs?: Reviews_Pub_Add_Review_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Add_Review_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_add_review_description(inputs)
	if (locale === "fr") return fr_reviews_pub_add_review_description(inputs)
	if (locale === "it") return it_reviews_pub_add_review_description(inputs)
	return en_reviews_pub_add_review_description(inputs)
});