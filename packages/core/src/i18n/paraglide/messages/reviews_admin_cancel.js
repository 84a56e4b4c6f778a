/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Admin_CancelInputs */

const en_reviews_admin_cancel = /** @type {(inputs: Reviews_Admin_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const de_reviews_admin_cancel = /** @type {(inputs: Reviews_Admin_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbrechen`)
};

const fr_reviews_admin_cancel = /** @type {(inputs: Reviews_Admin_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

const it_reviews_admin_cancel = /** @type {(inputs: Reviews_Admin_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annullare`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Reviews_Admin_CancelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_cancel = /** @type {((inputs?: Reviews_Admin_CancelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Admin_CancelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_admin_cancel(inputs)
	if (locale === "fr") return fr_reviews_admin_cancel(inputs)
	if (locale === "it") return it_reviews_admin_cancel(inputs)
	return en_reviews_admin_cancel(inputs)
});