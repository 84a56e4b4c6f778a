/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Empty_TitleInputs */

const en_reviews_pub_empty_title = /** @type {(inputs: Reviews_Pub_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reviews yet`)
};

const de_reviews_pub_empty_title = /** @type {(inputs: Reviews_Pub_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Bewertungen`)
};

const fr_reviews_pub_empty_title = /** @type {(inputs: Reviews_Pub_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore d’avis`)
};

const it_reviews_pub_empty_title = /** @type {(inputs: Reviews_Pub_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessuna recensione`)
};

/**
* | output |
* | --- |
* | "No reviews yet" |
*
* @param {Reviews_Pub_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_empty_title = /** @type {((inputs?: Reviews_Pub_Empty_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Empty_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_empty_title(inputs)
	if (locale === "fr") return fr_reviews_pub_empty_title(inputs)
	if (locale === "it") return it_reviews_pub_empty_title(inputs)
	return en_reviews_pub_empty_title(inputs)
});