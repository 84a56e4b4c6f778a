/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Submit_FailedInputs */

const en_reviews_pub_submit_failed = /** @type {(inputs: Reviews_Pub_Submit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to submit review`)
};

const de_reviews_pub_submit_failed = /** @type {(inputs: Reviews_Pub_Submit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bewertung konnte nicht gesendet werden`)
};

const fr_reviews_pub_submit_failed = /** @type {(inputs: Reviews_Pub_Submit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’avis n’a pas pu être envoyé`)
};

const it_reviews_pub_submit_failed = /** @type {(inputs: Reviews_Pub_Submit_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile inviare la recensione`)
};

/**
* | output |
* | --- |
* | "Failed to submit review" |
*
* @param {Reviews_Pub_Submit_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_submit_failed = /** @type {((inputs?: Reviews_Pub_Submit_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Submit_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_submit_failed(inputs)
	if (locale === "fr") return fr_reviews_pub_submit_failed(inputs)
	if (locale === "it") return it_reviews_pub_submit_failed(inputs)
	return en_reviews_pub_submit_failed(inputs)
});