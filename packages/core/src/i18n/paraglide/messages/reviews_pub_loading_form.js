/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Loading_FormInputs */

const en_reviews_pub_loading_form = /** @type {(inputs: Reviews_Pub_Loading_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the form…`)
};

const de_reviews_pub_loading_form = /** @type {(inputs: Reviews_Pub_Loading_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formular wird geladen…`)
};

const fr_reviews_pub_loading_form = /** @type {(inputs: Reviews_Pub_Loading_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du formulaire…`)
};

const it_reviews_pub_loading_form = /** @type {(inputs: Reviews_Pub_Loading_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento del modulo…`)
};

/**
* | output |
* | --- |
* | "Loading the form…" |
*
* @param {Reviews_Pub_Loading_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_loading_form = /** @type {((inputs?: Reviews_Pub_Loading_FormInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Loading_FormInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_loading_form(inputs)
	if (locale === "fr") return fr_reviews_pub_loading_form(inputs)
	if (locale === "it") return it_reviews_pub_loading_form(inputs)
	return en_reviews_pub_loading_form(inputs)
});