/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown>, max: NonNullable<unknown> }} Reviews_Pub_RatedInputs */

const en_reviews_pub_rated = /** @type {(inputs: Reviews_Pub_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rated ${i?.rating} out of ${i?.max}`)
};

const de_reviews_pub_rated = /** @type {(inputs: Reviews_Pub_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bewertet mit ${i?.rating} von ${i?.max}`)
};

const fr_reviews_pub_rated = /** @type {(inputs: Reviews_Pub_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Noté ${i?.rating} sur ${i?.max}`)
};

const it_reviews_pub_rated = /** @type {(inputs: Reviews_Pub_RatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valutato ${i?.rating} su ${i?.max}`)
};

/**
* | output |
* | --- |
* | "Rated {rating} out of {max}" |
*
* @param {Reviews_Pub_RatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_rated = /** @type {((inputs: Reviews_Pub_RatedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_RatedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_rated(inputs)
	if (locale === "fr") return fr_reviews_pub_rated(inputs)
	if (locale === "it") return it_reviews_pub_rated(inputs)
	return en_reviews_pub_rated(inputs)
});