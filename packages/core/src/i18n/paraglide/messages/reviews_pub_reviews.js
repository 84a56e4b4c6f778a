/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_ReviewsInputs */

const en_reviews_pub_reviews = /** @type {(inputs: Reviews_Pub_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

const de_reviews_pub_reviews = /** @type {(inputs: Reviews_Pub_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen`)
};

const fr_reviews_pub_reviews = /** @type {(inputs: Reviews_Pub_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis`)
};

const it_reviews_pub_reviews = /** @type {(inputs: Reviews_Pub_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recensioni`)
};

/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Reviews_Pub_ReviewsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_reviews = /** @type {((inputs?: Reviews_Pub_ReviewsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_ReviewsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_reviews(inputs)
	if (locale === "fr") return fr_reviews_pub_reviews(inputs)
	if (locale === "it") return it_reviews_pub_reviews(inputs)
	return en_reviews_pub_reviews(inputs)
});