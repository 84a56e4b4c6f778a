/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_TeachingInputs */

const en_reviews_pub_teaching = /** @type {(inputs: Reviews_Pub_TeachingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teaching`)
};

const de_reviews_pub_teaching = /** @type {(inputs: Reviews_Pub_TeachingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lehre`)
};

const fr_reviews_pub_teaching = /** @type {(inputs: Reviews_Pub_TeachingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enseignement`)
};

const it_reviews_pub_teaching = /** @type {(inputs: Reviews_Pub_TeachingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insegnamento`)
};

/**
* | output |
* | --- |
* | "Teaching" |
*
* @param {Reviews_Pub_TeachingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_teaching = /** @type {((inputs?: Reviews_Pub_TeachingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_TeachingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_teaching(inputs)
	if (locale === "fr") return fr_reviews_pub_teaching(inputs)
	if (locale === "it") return it_reviews_pub_teaching(inputs)
	return en_reviews_pub_teaching(inputs)
});