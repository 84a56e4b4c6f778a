/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Admin_Hide_TextInputs */

const en_reviews_admin_hide_text = /** @type {(inputs: Reviews_Admin_Hide_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide the text`)
};

const de_reviews_admin_hide_text = /** @type {(inputs: Reviews_Admin_Hide_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text ausblenden`)
};

const fr_reviews_admin_hide_text = /** @type {(inputs: Reviews_Admin_Hide_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer le texte`)
};

const it_reviews_admin_hide_text = /** @type {(inputs: Reviews_Admin_Hide_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nascondere il testo`)
};

/**
* | output |
* | --- |
* | "Hide the text" |
*
* @param {Reviews_Admin_Hide_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_admin_hide_text = /** @type {((inputs?: Reviews_Admin_Hide_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Admin_Hide_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_admin_hide_text(inputs)
	if (locale === "fr") return fr_reviews_admin_hide_text(inputs)
	if (locale === "it") return it_reviews_admin_hide_text(inputs)
	return en_reviews_admin_hide_text(inputs)
});