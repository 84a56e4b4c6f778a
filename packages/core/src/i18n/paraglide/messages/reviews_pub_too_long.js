/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Too_LongInputs */

const en_reviews_pub_too_long = /** @type {(inputs: Reviews_Pub_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(too long)`)
};

const de_reviews_pub_too_long = /** @type {(inputs: Reviews_Pub_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(zu lang)`)
};

const fr_reviews_pub_too_long = /** @type {(inputs: Reviews_Pub_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(trop long)`)
};

const it_reviews_pub_too_long = /** @type {(inputs: Reviews_Pub_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(troppo lungo)`)
};

/**
* | output |
* | --- |
* | "(too long)" |
*
* @param {Reviews_Pub_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_too_long = /** @type {((inputs?: Reviews_Pub_Too_LongInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Too_LongInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_too_long(inputs)
	if (locale === "fr") return fr_reviews_pub_too_long(inputs)
	if (locale === "it") return it_reviews_pub_too_long(inputs)
	return en_reviews_pub_too_long(inputs)
});