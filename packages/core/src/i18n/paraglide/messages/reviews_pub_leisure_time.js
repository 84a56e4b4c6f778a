/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Leisure_TimeInputs */

const en_reviews_pub_leisure_time = /** @type {(inputs: Reviews_Pub_Leisure_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leisure time and accommodation`)
};

const de_reviews_pub_leisure_time = /** @type {(inputs: Reviews_Pub_Leisure_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freizeit und Unterkunft`)
};

const fr_reviews_pub_leisure_time = /** @type {(inputs: Reviews_Pub_Leisure_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loisirs et logement`)
};

const it_reviews_pub_leisure_time = /** @type {(inputs: Reviews_Pub_Leisure_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tempo libero e alloggio`)
};

/**
* | output |
* | --- |
* | "Leisure time and accommodation" |
*
* @param {Reviews_Pub_Leisure_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_leisure_time = /** @type {((inputs?: Reviews_Pub_Leisure_TimeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Leisure_TimeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_leisure_time(inputs)
	if (locale === "fr") return fr_reviews_pub_leisure_time(inputs)
	if (locale === "it") return it_reviews_pub_leisure_time(inputs)
	return en_reviews_pub_leisure_time(inputs)
});