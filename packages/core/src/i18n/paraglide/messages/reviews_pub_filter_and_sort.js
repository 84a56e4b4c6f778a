/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Filter_And_SortInputs */

const en_reviews_pub_filter_and_sort = /** @type {(inputs: Reviews_Pub_Filter_And_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter & Sort`)
};

const de_reviews_pub_filter_and_sort = /** @type {(inputs: Reviews_Pub_Filter_And_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtern & Sortieren`)
};

const fr_reviews_pub_filter_and_sort = /** @type {(inputs: Reviews_Pub_Filter_And_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer & trier`)
};

const it_reviews_pub_filter_and_sort = /** @type {(inputs: Reviews_Pub_Filter_And_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrare e ordinare`)
};

/**
* | output |
* | --- |
* | "Filter & Sort" |
*
* @param {Reviews_Pub_Filter_And_SortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_filter_and_sort = /** @type {((inputs?: Reviews_Pub_Filter_And_SortInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Filter_And_SortInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_filter_and_sort(inputs)
	if (locale === "fr") return fr_reviews_pub_filter_and_sort(inputs)
	if (locale === "it") return it_reviews_pub_filter_and_sort(inputs)
	return en_reviews_pub_filter_and_sort(inputs)
});