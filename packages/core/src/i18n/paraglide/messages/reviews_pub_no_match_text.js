/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_No_Match_TextInputs */

const en_reviews_pub_no_match_text = /** @type {(inputs: Reviews_Pub_No_Match_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try other filters, or clear them to see every review.`)
};

const de_reviews_pub_no_match_text = /** @type {(inputs: Reviews_Pub_No_Match_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versuchen Sie andere Filter oder setzen Sie sie zurück, um alle Bewertungen zu sehen.`)
};

const fr_reviews_pub_no_match_text = /** @type {(inputs: Reviews_Pub_No_Match_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez d’autres filtres, ou effacez-les pour voir tous les avis.`)
};

const it_reviews_pub_no_match_text = /** @type {(inputs: Reviews_Pub_No_Match_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provi altri filtri, oppure li azzeri per vedere tutte le recensioni.`)
};

/**
* | output |
* | --- |
* | "Try other filters, or clear them to see every review." |
*
* @param {Reviews_Pub_No_Match_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_no_match_text = /** @type {((inputs?: Reviews_Pub_No_Match_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_No_Match_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_no_match_text(inputs)
	if (locale === "fr") return fr_reviews_pub_no_match_text(inputs)
	if (locale === "it") return it_reviews_pub_no_match_text(inputs)
	return en_reviews_pub_no_match_text(inputs)
});