/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_RatingInputs */

const en_reviews_pub_rating = /** @type {(inputs: Reviews_Pub_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rating`)
};

const de_reviews_pub_rating = /** @type {(inputs: Reviews_Pub_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung`)
};

const fr_reviews_pub_rating = /** @type {(inputs: Reviews_Pub_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note`)
};

const it_reviews_pub_rating = /** @type {(inputs: Reviews_Pub_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valutazione`)
};

/**
* | output |
* | --- |
* | "Rating" |
*
* @param {Reviews_Pub_RatingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_rating = /** @type {((inputs?: Reviews_Pub_RatingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_RatingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_rating(inputs)
	if (locale === "fr") return fr_reviews_pub_rating(inputs)
	if (locale === "it") return it_reviews_pub_rating(inputs)
	return en_reviews_pub_rating(inputs)
});