/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_SubmitInputs */

const en_reviews_pub_submit = /** @type {(inputs: Reviews_Pub_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit Review`)
};

const de_reviews_pub_submit = /** @type {(inputs: Reviews_Pub_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung senden`)
};

const fr_reviews_pub_submit = /** @type {(inputs: Reviews_Pub_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer l’avis`)
};

const it_reviews_pub_submit = /** @type {(inputs: Reviews_Pub_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviare la recensione`)
};

/**
* | output |
* | --- |
* | "Submit Review" |
*
* @param {Reviews_Pub_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_submit = /** @type {((inputs?: Reviews_Pub_SubmitInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_SubmitInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_submit(inputs)
	if (locale === "fr") return fr_reviews_pub_submit(inputs)
	if (locale === "it") return it_reviews_pub_submit(inputs)
	return en_reviews_pub_submit(inputs)
});