/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Admin_Delete_TitleInputs */

const en_reviews_admin_delete_title = /** @type {(inputs: Reviews_Admin_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete review?`)
};

const de_reviews_admin_delete_title = /** @type {(inputs: Reviews_Admin_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung löschen?`)
};

const fr_reviews_admin_delete_title = /** @type {(inputs: Reviews_Admin_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer l’avis ?`)
};

const it_reviews_admin_delete_title = /** @type {(inputs: Reviews_Admin_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminare la recensione?`)
};

/**
* | output |
* | --- |
* | "Delete review?" |
*
* @param {Reviews_Admin_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_delete_title = /** @type {((inputs?: Reviews_Admin_Delete_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Admin_Delete_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_admin_delete_title(inputs)
	if (locale === "fr") return fr_reviews_admin_delete_title(inputs)
	if (locale === "it") return it_reviews_admin_delete_title(inputs)
	return en_reviews_admin_delete_title(inputs)
});