/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_ReviewsInputs */

const en_admin_tab_reviews = /** @type {(inputs: Admin_Tab_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage Reviews`)
};

const de_admin_tab_reviews = /** @type {(inputs: Admin_Tab_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen verwalten`)
};

const fr_admin_tab_reviews = /** @type {(inputs: Admin_Tab_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gérer les avis`)
};

const it_admin_tab_reviews = /** @type {(inputs: Admin_Tab_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestire le recensioni`)
};

/**
* | output |
* | --- |
* | "Manage Reviews" |
*
* @param {Admin_Tab_ReviewsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_tab_reviews = /** @type {((inputs?: Admin_Tab_ReviewsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_ReviewsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_tab_reviews(inputs)
	if (locale === "fr") return fr_admin_tab_reviews(inputs)
	if (locale === "it") return it_admin_tab_reviews(inputs)
	return en_admin_tab_reviews(inputs)
});