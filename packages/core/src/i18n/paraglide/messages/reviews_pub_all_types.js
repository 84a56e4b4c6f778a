/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_All_TypesInputs */

const en_reviews_pub_all_types = /** @type {(inputs: Reviews_Pub_All_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All types`)
};

const de_reviews_pub_all_types = /** @type {(inputs: Reviews_Pub_All_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Arten`)
};

const fr_reviews_pub_all_types = /** @type {(inputs: Reviews_Pub_All_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les types`)
};

const it_reviews_pub_all_types = /** @type {(inputs: Reviews_Pub_All_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutti i tipi`)
};

/**
* | output |
* | --- |
* | "All types" |
*
* @param {Reviews_Pub_All_TypesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_all_types = /** @type {((inputs?: Reviews_Pub_All_TypesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_All_TypesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_all_types(inputs)
	if (locale === "fr") return fr_reviews_pub_all_types(inputs)
	if (locale === "it") return it_reviews_pub_all_types(inputs)
	return en_reviews_pub_all_types(inputs)
});