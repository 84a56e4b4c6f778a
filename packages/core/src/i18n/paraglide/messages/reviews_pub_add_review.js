/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Add_ReviewInputs */

const en_reviews_pub_add_review = /** @type {(inputs: Reviews_Pub_Add_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Review`)
};

const de_reviews_pub_add_review = /** @type {(inputs: Reviews_Pub_Add_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung hinzufügen`)
};

const fr_reviews_pub_add_review = /** @type {(inputs: Reviews_Pub_Add_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un avis`)
};

const it_reviews_pub_add_review = /** @type {(inputs: Reviews_Pub_Add_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggiungere una recensione`)
};

/**
* | output |
* | --- |
* | "Add Review" |
*
* @param {Reviews_Pub_Add_ReviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_add_review = /** @type {((inputs?: Reviews_Pub_Add_ReviewInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Add_ReviewInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_add_review(inputs)
	if (locale === "fr") return fr_reviews_pub_add_review(inputs)
	if (locale === "it") return it_reviews_pub_add_review(inputs)
	return en_reviews_pub_add_review(inputs)
});