/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Load_FailedInputs */

const en_reviews_pub_load_failed = /** @type {(inputs: Reviews_Pub_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load reviews`)
};

const de_reviews_pub_load_failed = /** @type {(inputs: Reviews_Pub_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bewertungen konnten nicht geladen werden`)
};

const fr_reviews_pub_load_failed = /** @type {(inputs: Reviews_Pub_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les avis n’ont pas pu être chargés`)
};

const it_reviews_pub_load_failed = /** @type {(inputs: Reviews_Pub_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile caricare le recensioni`)
};

/**
* | output |
* | --- |
* | "Failed to load reviews" |
*
* @param {Reviews_Pub_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_load_failed = /** @type {((inputs?: Reviews_Pub_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_load_failed(inputs)
	if (locale === "fr") return fr_reviews_pub_load_failed(inputs)
	if (locale === "it") return it_reviews_pub_load_failed(inputs)
	return en_reviews_pub_load_failed(inputs)
});