/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_No_Match_TitleInputs */

const en_reviews_pub_no_match_title = /** @type {(inputs: Reviews_Pub_No_Match_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reviews match your filters`)
};

const de_reviews_pub_no_match_title = /** @type {(inputs: Reviews_Pub_No_Match_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Bewertungen passen zu Ihren Filtern`)
};

const fr_reviews_pub_no_match_title = /** @type {(inputs: Reviews_Pub_No_Match_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun avis ne correspond à vos filtres`)
};

const it_reviews_pub_no_match_title = /** @type {(inputs: Reviews_Pub_No_Match_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna recensione corrisponde ai Suoi filtri`)
};

/**
* | output |
* | --- |
* | "No reviews match your filters" |
*
* @param {Reviews_Pub_No_Match_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_no_match_title = /** @type {((inputs?: Reviews_Pub_No_Match_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_No_Match_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_no_match_title(inputs)
	if (locale === "fr") return fr_reviews_pub_no_match_title(inputs)
	if (locale === "it") return it_reviews_pub_no_match_title(inputs)
	return en_reviews_pub_no_match_title(inputs)
});