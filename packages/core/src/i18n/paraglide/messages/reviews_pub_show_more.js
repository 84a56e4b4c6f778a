/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Show_MoreInputs */

const en_reviews_pub_show_more = /** @type {(inputs: Reviews_Pub_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show more`)
};

const de_reviews_pub_show_more = /** @type {(inputs: Reviews_Pub_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr anzeigen`)
};

const fr_reviews_pub_show_more = /** @type {(inputs: Reviews_Pub_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher plus`)
};

const it_reviews_pub_show_more = /** @type {(inputs: Reviews_Pub_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrare di più`)
};

/**
* | output |
* | --- |
* | "Show more" |
*
* @param {Reviews_Pub_Show_MoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_show_more = /** @type {((inputs?: Reviews_Pub_Show_MoreInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Show_MoreInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_show_more(inputs)
	if (locale === "fr") return fr_reviews_pub_show_more(inputs)
	if (locale === "it") return it_reviews_pub_show_more(inputs)
	return en_reviews_pub_show_more(inputs)
});