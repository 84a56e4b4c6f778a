/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Admin_LoadingInputs */

const en_reviews_admin_loading = /** @type {(inputs: Reviews_Admin_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading reviews…`)
};

const de_reviews_admin_loading = /** @type {(inputs: Reviews_Admin_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen werden geladen…`)
};

const fr_reviews_admin_loading = /** @type {(inputs: Reviews_Admin_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des avis…`)
};

const it_reviews_admin_loading = /** @type {(inputs: Reviews_Admin_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento delle recensioni…`)
};

/**
* | output |
* | --- |
* | "Loading reviews…" |
*
* @param {Reviews_Admin_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_loading = /** @type {((inputs?: Reviews_Admin_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Admin_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_admin_loading(inputs)
	if (locale === "fr") return fr_reviews_admin_loading(inputs)
	if (locale === "it") return it_reviews_admin_loading(inputs)
	return en_reviews_admin_loading(inputs)
});