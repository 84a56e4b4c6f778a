/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Show_LessInputs */

const en_reviews_pub_show_less = /** @type {(inputs: Reviews_Pub_Show_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show less`)
};

const de_reviews_pub_show_less = /** @type {(inputs: Reviews_Pub_Show_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weniger anzeigen`)
};

const fr_reviews_pub_show_less = /** @type {(inputs: Reviews_Pub_Show_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher moins`)
};

const it_reviews_pub_show_less = /** @type {(inputs: Reviews_Pub_Show_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrare meno`)
};

/**
* | output |
* | --- |
* | "Show less" |
*
* @param {Reviews_Pub_Show_LessInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_show_less = /** @type {((inputs?: Reviews_Pub_Show_LessInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Show_LessInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_show_less(inputs)
	if (locale === "fr") return fr_reviews_pub_show_less(inputs)
	if (locale === "it") return it_reviews_pub_show_less(inputs)
	return en_reviews_pub_show_less(inputs)
});