/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Load_Admin_FailedInputs */

const en_reviews_pub_load_admin_failed = /** @type {(inputs: Reviews_Pub_Load_Admin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error loading reviews`)
};

const de_reviews_pub_load_admin_failed = /** @type {(inputs: Reviews_Pub_Load_Admin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Laden der Bewertungen`)
};

const fr_reviews_pub_load_admin_failed = /** @type {(inputs: Reviews_Pub_Load_Admin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors du chargement des avis`)
};

const it_reviews_pub_load_admin_failed = /** @type {(inputs: Reviews_Pub_Load_Admin_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore durante il caricamento delle recensioni`)
};

/**
* | output |
* | --- |
* | "Error loading reviews" |
*
* @param {Reviews_Pub_Load_Admin_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_load_admin_failed = /** @type {((inputs?: Reviews_Pub_Load_Admin_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Load_Admin_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_load_admin_failed(inputs)
	if (locale === "fr") return fr_reviews_pub_load_admin_failed(inputs)
	if (locale === "it") return it_reviews_pub_load_admin_failed(inputs)
	return en_reviews_pub_load_admin_failed(inputs)
});