/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Admin_PagesInputs */

const en_reviews_admin_pages = /** @type {(inputs: Reviews_Admin_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review pages`)
};

const de_reviews_admin_pages = /** @type {(inputs: Reviews_Admin_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seiten der Bewertungen`)
};

const fr_reviews_admin_pages = /** @type {(inputs: Reviews_Admin_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages des avis`)
};

const it_reviews_admin_pages = /** @type {(inputs: Reviews_Admin_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagine delle recensioni`)
};

/**
* | output |
* | --- |
* | "Review pages" |
*
* @param {Reviews_Admin_PagesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_pages = /** @type {((inputs?: Reviews_Admin_PagesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Admin_PagesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_admin_pages(inputs)
	if (locale === "fr") return fr_reviews_admin_pages(inputs)
	if (locale === "it") return it_reviews_admin_pages(inputs)
	return en_reviews_admin_pages(inputs)
});