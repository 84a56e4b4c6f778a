/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Admin_Show_TextInputs */

const en_reviews_admin_show_text = /** @type {(inputs: Reviews_Admin_Show_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the text`)
};

const de_reviews_admin_show_text = /** @type {(inputs: Reviews_Admin_Show_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text anzeigen`)
};

const fr_reviews_admin_show_text = /** @type {(inputs: Reviews_Admin_Show_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher le texte`)
};

const it_reviews_admin_show_text = /** @type {(inputs: Reviews_Admin_Show_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrare il testo`)
};

/**
* | output |
* | --- |
* | "Show the text" |
*
* @param {Reviews_Admin_Show_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_show_text = /** @type {((inputs?: Reviews_Admin_Show_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Admin_Show_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_admin_show_text(inputs)
	if (locale === "fr") return fr_reviews_admin_show_text(inputs)
	if (locale === "it") return it_reviews_admin_show_text(inputs)
	return en_reviews_admin_show_text(inputs)
});