/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Where_To_ApplyInputs */

const en_reviews_pub_where_to_apply = /** @type {(inputs: Reviews_Pub_Where_To_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where to apply`)
};

const de_reviews_pub_where_to_apply = /** @type {(inputs: Reviews_Pub_Where_To_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo man sich bewirbt`)
};

const fr_reviews_pub_where_to_apply = /** @type {(inputs: Reviews_Pub_Where_To_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où postuler`)
};

const it_reviews_pub_where_to_apply = /** @type {(inputs: Reviews_Pub_Where_To_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dove candidarsi`)
};

/**
* | output |
* | --- |
* | "Where to apply" |
*
* @param {Reviews_Pub_Where_To_ApplyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_where_to_apply = /** @type {((inputs?: Reviews_Pub_Where_To_ApplyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Where_To_ApplyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_where_to_apply(inputs)
	if (locale === "fr") return fr_reviews_pub_where_to_apply(inputs)
	if (locale === "it") return it_reviews_pub_where_to_apply(inputs)
	return en_reviews_pub_where_to_apply(inputs)
});