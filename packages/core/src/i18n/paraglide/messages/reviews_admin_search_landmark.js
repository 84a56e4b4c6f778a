/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Admin_Search_LandmarkInputs */

const en_reviews_admin_search_landmark = /** @type {(inputs: Reviews_Admin_Search_LandmarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search reviews`)
};

const de_reviews_admin_search_landmark = /** @type {(inputs: Reviews_Admin_Search_LandmarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen durchsuchen`)
};

const fr_reviews_admin_search_landmark = /** @type {(inputs: Reviews_Admin_Search_LandmarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher des avis`)
};

const it_reviews_admin_search_landmark = /** @type {(inputs: Reviews_Admin_Search_LandmarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ricerca nelle recensioni`)
};

/**
* | output |
* | --- |
* | "Search reviews" |
*
* @param {Reviews_Admin_Search_LandmarkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_search_landmark = /** @type {((inputs?: Reviews_Admin_Search_LandmarkInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Admin_Search_LandmarkInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_admin_search_landmark(inputs)
	if (locale === "fr") return fr_reviews_admin_search_landmark(inputs)
	if (locale === "it") return it_reviews_admin_search_landmark(inputs)
	return en_reviews_admin_search_landmark(inputs)
});