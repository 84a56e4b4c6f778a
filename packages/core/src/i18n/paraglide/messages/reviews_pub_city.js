/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_CityInputs */

const en_reviews_pub_city = /** @type {(inputs: Reviews_Pub_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

const de_reviews_pub_city = /** @type {(inputs: Reviews_Pub_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stadt`)
};

const fr_reviews_pub_city = /** @type {(inputs: Reviews_Pub_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ville`)
};

const it_reviews_pub_city = /** @type {(inputs: Reviews_Pub_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Città`)
};

/**
* | output |
* | --- |
* | "City" |
*
* @param {Reviews_Pub_CityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_city = /** @type {((inputs?: Reviews_Pub_CityInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_CityInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_city(inputs)
	if (locale === "fr") return fr_reviews_pub_city(inputs)
	if (locale === "it") return it_reviews_pub_city(inputs)
	return en_reviews_pub_city(inputs)
});