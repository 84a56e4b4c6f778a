/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Needs_JavascriptInputs */

const en_reviews_pub_needs_javascript = /** @type {(inputs: Reviews_Pub_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The review board needs JavaScript: please turn it on to read and add reviews.`)
};

const de_reviews_pub_needs_javascript = /** @type {(inputs: Reviews_Pub_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bewertungsseite braucht JavaScript: Bitte aktivieren Sie es, um Bewertungen zu lesen und hinzuzufügen.`)
};

const fr_reviews_pub_needs_javascript = /** @type {(inputs: Reviews_Pub_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les avis nécessitent JavaScript : veuillez l’activer pour lire et ajouter des avis.`)
};

const it_reviews_pub_needs_javascript = /** @type {(inputs: Reviews_Pub_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le recensioni richiedono JavaScript: lo attivi per leggerle e aggiungerne.`)
};

/**
* | output |
* | --- |
* | "The review board needs JavaScript: please turn it on to read and add reviews." |
*
* @param {Reviews_Pub_Needs_JavascriptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_needs_javascript = /** @type {((inputs?: Reviews_Pub_Needs_JavascriptInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Needs_JavascriptInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_needs_javascript(inputs)
	if (locale === "fr") return fr_reviews_pub_needs_javascript(inputs)
	if (locale === "it") return it_reviews_pub_needs_javascript(inputs)
	return en_reviews_pub_needs_javascript(inputs)
});