/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Average_RatingInputs */

const en_em_average_rating = /** @type {(inputs: Em_Average_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Average rating`)
};

const de_em_average_rating = /** @type {(inputs: Em_Average_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durchschnittliche Bewertung`)
};

const fr_em_average_rating = /** @type {(inputs: Em_Average_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note moyenne`)
};

const it_em_average_rating = /** @type {(inputs: Em_Average_RatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valutazione media`)
};

/**
* | output |
* | --- |
* | "Average rating" |
*
* @param {Em_Average_RatingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_average_rating = /** @type {((inputs?: Em_Average_RatingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Average_RatingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_average_rating(inputs)
	if (locale === "fr") return fr_em_average_rating(inputs)
	if (locale === "it") return it_em_average_rating(inputs)
	return en_em_average_rating(inputs)
});