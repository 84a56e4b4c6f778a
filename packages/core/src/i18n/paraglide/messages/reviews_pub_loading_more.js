/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Loading_MoreInputs */

const en_reviews_pub_loading_more = /** @type {(inputs: Reviews_Pub_Loading_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading...`)
};

const de_reviews_pub_loading_more = /** @type {(inputs: Reviews_Pub_Loading_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geladen...`)
};

const fr_reviews_pub_loading_more = /** @type {(inputs: Reviews_Pub_Loading_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement...`)
};

const it_reviews_pub_loading_more = /** @type {(inputs: Reviews_Pub_Loading_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento...`)
};

/**
* | output |
* | --- |
* | "Loading..." |
*
* @param {Reviews_Pub_Loading_MoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_loading_more = /** @type {((inputs?: Reviews_Pub_Loading_MoreInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Loading_MoreInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_loading_more(inputs)
	if (locale === "fr") return fr_reviews_pub_loading_more(inputs)
	if (locale === "it") return it_reviews_pub_loading_more(inputs)
	return en_reviews_pub_loading_more(inputs)
});