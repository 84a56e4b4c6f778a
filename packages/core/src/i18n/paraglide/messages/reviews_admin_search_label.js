/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Admin_Search_LabelInputs */

const en_reviews_admin_search_label = /** @type {(inputs: Reviews_Admin_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search hospital, city or text`)
};

const de_reviews_admin_search_label = /** @type {(inputs: Reviews_Admin_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spital, Ort oder Text suchen`)
};

const fr_reviews_admin_search_label = /** @type {(inputs: Reviews_Admin_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher un hôpital, une ville ou un texte`)
};

const it_reviews_admin_search_label = /** @type {(inputs: Reviews_Admin_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cercare ospedale, città o testo`)
};

/**
* | output |
* | --- |
* | "Search hospital, city or text" |
*
* @param {Reviews_Admin_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_search_label = /** @type {((inputs?: Reviews_Admin_Search_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Admin_Search_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_admin_search_label(inputs)
	if (locale === "fr") return fr_reviews_admin_search_label(inputs)
	if (locale === "it") return it_reviews_admin_search_label(inputs)
	return en_reviews_admin_search_label(inputs)
});