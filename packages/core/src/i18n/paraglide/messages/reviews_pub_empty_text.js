/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Empty_TextInputs */

const en_reviews_pub_empty_text = /** @type {(inputs: Reviews_Pub_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Be the first to add a review`)
};

const de_reviews_pub_empty_text = /** @type {(inputs: Reviews_Pub_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schreiben Sie die erste Bewertung`)
};

const fr_reviews_pub_empty_text = /** @type {(inputs: Reviews_Pub_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soyez le premier à ajouter un avis`)
};

const it_reviews_pub_empty_text = /** @type {(inputs: Reviews_Pub_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sia il primo ad aggiungere una recensione`)
};

/**
* | output |
* | --- |
* | "Be the first to add a review" |
*
* @param {Reviews_Pub_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_empty_text = /** @type {((inputs?: Reviews_Pub_Empty_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Empty_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_empty_text(inputs)
	if (locale === "fr") return fr_reviews_pub_empty_text(inputs)
	if (locale === "it") return it_reviews_pub_empty_text(inputs)
	return en_reviews_pub_empty_text(inputs)
});