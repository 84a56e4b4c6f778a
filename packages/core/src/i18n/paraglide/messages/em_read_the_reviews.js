/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Read_The_ReviewsInputs */

const en_em_read_the_reviews = /** @type {(inputs: Em_Read_The_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the reviews`)
};

const de_em_read_the_reviews = /** @type {(inputs: Em_Read_The_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen lesen`)
};

const fr_em_read_the_reviews = /** @type {(inputs: Em_Read_The_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire les avis`)
};

const it_em_read_the_reviews = /** @type {(inputs: Em_Read_The_ReviewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leggere le recensioni`)
};

/**
* | output |
* | --- |
* | "Read the reviews" |
*
* @param {Em_Read_The_ReviewsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_read_the_reviews = /** @type {((inputs?: Em_Read_The_ReviewsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Read_The_ReviewsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_read_the_reviews(inputs)
	if (locale === "fr") return fr_em_read_the_reviews(inputs)
	if (locale === "it") return it_em_read_the_reviews(inputs)
	return en_em_read_the_reviews(inputs)
});