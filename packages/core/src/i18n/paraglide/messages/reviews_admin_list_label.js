/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Admin_List_LabelInputs */

const en_reviews_admin_list_label = /** @type {(inputs: Reviews_Admin_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest reviews`)
};

const de_reviews_admin_list_label = /** @type {(inputs: Reviews_Admin_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neueste Bewertungen`)
};

const fr_reviews_admin_list_label = /** @type {(inputs: Reviews_Admin_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Derniers avis`)
};

const it_reviews_admin_list_label = /** @type {(inputs: Reviews_Admin_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ultime recensioni`)
};

/**
* | output |
* | --- |
* | "Latest reviews" |
*
* @param {Reviews_Admin_List_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_list_label = /** @type {((inputs?: Reviews_Admin_List_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Admin_List_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_admin_list_label(inputs)
	if (locale === "fr") return fr_reviews_admin_list_label(inputs)
	if (locale === "it") return it_reviews_admin_list_label(inputs)
	return en_reviews_admin_list_label(inputs)
});