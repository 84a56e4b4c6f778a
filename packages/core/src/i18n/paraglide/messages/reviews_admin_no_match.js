/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ query: NonNullable<unknown> }} Reviews_Admin_No_MatchInputs */

const en_reviews_admin_no_match = /** @type {(inputs: Reviews_Admin_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No reviews match “${i?.query}”.`)
};

const de_reviews_admin_no_match = /** @type {(inputs: Reviews_Admin_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keine Bewertungen passen zu «${i?.query}».`)
};

const fr_reviews_admin_no_match = /** @type {(inputs: Reviews_Admin_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun avis ne correspond à « ${i?.query} ».`)
};

const it_reviews_admin_no_match = /** @type {(inputs: Reviews_Admin_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nessuna recensione corrisponde a «${i?.query}».`)
};

/**
* | output |
* | --- |
* | "No reviews match “{query}”." |
*
* @param {Reviews_Admin_No_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_no_match = /** @type {((inputs: Reviews_Admin_No_MatchInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Admin_No_MatchInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_admin_no_match(inputs)
	if (locale === "fr") return fr_reviews_admin_no_match(inputs)
	if (locale === "it") return it_reviews_admin_no_match(inputs)
	return en_reviews_admin_no_match(inputs)
});