/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Sort_NewestInputs */

const en_reviews_pub_sort_newest = /** @type {(inputs: Reviews_Pub_Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest`)
};

const de_reviews_pub_sort_newest = /** @type {(inputs: Reviews_Pub_Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neueste`)
};

const fr_reviews_pub_sort_newest = /** @type {(inputs: Reviews_Pub_Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les plus récents`)
};

const it_reviews_pub_sort_newest = /** @type {(inputs: Reviews_Pub_Sort_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Più recenti`)
};

/**
* | output |
* | --- |
* | "Newest" |
*
* @param {Reviews_Pub_Sort_NewestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_sort_newest = /** @type {((inputs?: Reviews_Pub_Sort_NewestInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Sort_NewestInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_sort_newest(inputs)
	if (locale === "fr") return fr_reviews_pub_sort_newest(inputs)
	if (locale === "it") return it_reviews_pub_sort_newest(inputs)
	return en_reviews_pub_sort_newest(inputs)
});