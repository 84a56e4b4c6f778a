/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_CountryInputs */

const en_reviews_pub_country = /** @type {(inputs: Reviews_Pub_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

const de_reviews_pub_country = /** @type {(inputs: Reviews_Pub_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Land`)
};

const fr_reviews_pub_country = /** @type {(inputs: Reviews_Pub_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays`)
};

const it_reviews_pub_country = /** @type {(inputs: Reviews_Pub_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paese`)
};

/**
* | output |
* | --- |
* | "Country" |
*
* @param {Reviews_Pub_CountryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_country = /** @type {((inputs?: Reviews_Pub_CountryInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_CountryInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_country(inputs)
	if (locale === "fr") return fr_reviews_pub_country(inputs)
	if (locale === "it") return it_reviews_pub_country(inputs)
	return en_reviews_pub_country(inputs)
});