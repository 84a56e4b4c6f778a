/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Error_TitleInputs */

const en_reviews_pub_error_title = /** @type {(inputs: Reviews_Pub_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const de_reviews_pub_error_title = /** @type {(inputs: Reviews_Pub_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler`)
};

const fr_reviews_pub_error_title = /** @type {(inputs: Reviews_Pub_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur`)
};

const it_reviews_pub_error_title = /** @type {(inputs: Reviews_Pub_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Reviews_Pub_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_error_title = /** @type {((inputs?: Reviews_Pub_Error_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Error_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_error_title(inputs)
	if (locale === "fr") return fr_reviews_pub_error_title(inputs)
	if (locale === "it") return it_reviews_pub_error_title(inputs)
	return en_reviews_pub_error_title(inputs)
});