/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_MissingInputs */

const en_reviews_pub_missing = /** @type {(inputs: Reviews_Pub_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in all required fields`)
};

const de_reviews_pub_missing = /** @type {(inputs: Reviews_Pub_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte füllen Sie alle Pflichtfelder aus`)
};

const fr_reviews_pub_missing = /** @type {(inputs: Reviews_Pub_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez remplir tous les champs obligatoires`)
};

const it_reviews_pub_missing = /** @type {(inputs: Reviews_Pub_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compili tutti i campi obbligatori`)
};

/**
* | output |
* | --- |
* | "Please fill in all required fields" |
*
* @param {Reviews_Pub_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_missing = /** @type {((inputs?: Reviews_Pub_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_MissingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_missing(inputs)
	if (locale === "fr") return fr_reviews_pub_missing(inputs)
	if (locale === "it") return it_reviews_pub_missing(inputs)
	return en_reviews_pub_missing(inputs)
});