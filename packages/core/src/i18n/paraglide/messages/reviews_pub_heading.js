/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_HeadingInputs */

const en_reviews_pub_heading = /** @type {(inputs: Reviews_Pub_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clinical Rotation Reviews`)
};

const de_reviews_pub_heading = /** @type {(inputs: Reviews_Pub_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen klinischer Praktika`)
};

const fr_reviews_pub_heading = /** @type {(inputs: Reviews_Pub_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis sur les stages cliniques`)
};

const it_reviews_pub_heading = /** @type {(inputs: Reviews_Pub_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recensioni degli stage clinici`)
};

/**
* | output |
* | --- |
* | "Clinical Rotation Reviews" |
*
* @param {Reviews_Pub_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_heading = /** @type {((inputs?: Reviews_Pub_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_HeadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_heading(inputs)
	if (locale === "fr") return fr_reviews_pub_heading(inputs)
	if (locale === "it") return it_reviews_pub_heading(inputs)
	return en_reviews_pub_heading(inputs)
});