/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Sort_ByInputs */

const en_reviews_pub_sort_by = /** @type {(inputs: Reviews_Pub_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

const de_reviews_pub_sort_by = /** @type {(inputs: Reviews_Pub_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sortieren nach`)
};

const fr_reviews_pub_sort_by = /** @type {(inputs: Reviews_Pub_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trier par`)
};

const it_reviews_pub_sort_by = /** @type {(inputs: Reviews_Pub_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordinare per`)
};

/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Reviews_Pub_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_sort_by = /** @type {((inputs?: Reviews_Pub_Sort_ByInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Sort_ByInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_sort_by(inputs)
	if (locale === "fr") return fr_reviews_pub_sort_by(inputs)
	if (locale === "it") return it_reviews_pub_sort_by(inputs)
	return en_reviews_pub_sort_by(inputs)
});