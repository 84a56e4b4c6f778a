/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_ReviewsInputs */

const en_em_reviews = /** @type {(inputs: Em_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reviews`)
};

const de_em_reviews = /** @type {(inputs: Em_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen`)
};

const fr_em_reviews = /** @type {(inputs: Em_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis`)
};

const it_em_reviews = /** @type {(inputs: Em_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recensioni`)
};

/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Em_ReviewsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_reviews = /** @type {((inputs?: Em_ReviewsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_ReviewsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_reviews(inputs)
	if (locale === "fr") return fr_em_reviews(inputs)
	if (locale === "it") return it_em_reviews(inputs)
	return en_em_reviews(inputs)
});