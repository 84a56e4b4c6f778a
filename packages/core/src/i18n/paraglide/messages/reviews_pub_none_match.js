/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_None_MatchInputs */

const en_reviews_pub_none_match = /** @type {(inputs: Reviews_Pub_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none match your filters`)
};

const de_reviews_pub_none_match = /** @type {(inputs: Reviews_Pub_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine passt zu Ihren Filtern`)
};

const fr_reviews_pub_none_match = /** @type {(inputs: Reviews_Pub_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucun ne correspond à vos filtres`)
};

const it_reviews_pub_none_match = /** @type {(inputs: Reviews_Pub_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nessuna corrisponde ai Suoi filtri`)
};

/**
* | output |
* | --- |
* | "none match your filters" |
*
* @param {Reviews_Pub_None_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_none_match = /** @type {((inputs?: Reviews_Pub_None_MatchInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_None_MatchInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_none_match(inputs)
	if (locale === "fr") return fr_reviews_pub_none_match(inputs)
	if (locale === "it") return it_reviews_pub_none_match(inputs)
	return en_reviews_pub_none_match(inputs)
});