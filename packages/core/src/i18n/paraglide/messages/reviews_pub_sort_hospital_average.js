/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Sort_Hospital_AverageInputs */

const en_reviews_pub_sort_hospital_average = /** @type {(inputs: Reviews_Pub_Sort_Hospital_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hospital average`)
};

const de_reviews_pub_sort_hospital_average = /** @type {(inputs: Reviews_Pub_Sort_Hospital_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spitaldurchschnitt`)
};

const fr_reviews_pub_sort_hospital_average = /** @type {(inputs: Reviews_Pub_Sort_Hospital_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moyenne de l’hôpital`)
};

const it_reviews_pub_sort_hospital_average = /** @type {(inputs: Reviews_Pub_Sort_Hospital_AverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media dell’ospedale`)
};

/**
* | output |
* | --- |
* | "Hospital average" |
*
* @param {Reviews_Pub_Sort_Hospital_AverageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_sort_hospital_average = /** @type {((inputs?: Reviews_Pub_Sort_Hospital_AverageInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Sort_Hospital_AverageInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_sort_hospital_average(inputs)
	if (locale === "fr") return fr_reviews_pub_sort_hospital_average(inputs)
	if (locale === "it") return it_reviews_pub_sort_hospital_average(inputs)
	return en_reviews_pub_sort_hospital_average(inputs)
});