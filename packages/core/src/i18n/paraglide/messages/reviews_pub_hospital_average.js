/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ average: NonNullable<unknown> }} Reviews_Pub_Hospital_AverageInputs */

const en_reviews_pub_hospital_average = /** @type {(inputs: Reviews_Pub_Hospital_AverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hospital average ${i?.average}`)
};

const de_reviews_pub_hospital_average = /** @type {(inputs: Reviews_Pub_Hospital_AverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Spitaldurchschnitt ${i?.average}`)
};

const fr_reviews_pub_hospital_average = /** @type {(inputs: Reviews_Pub_Hospital_AverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moyenne de l’hôpital ${i?.average}`)
};

const it_reviews_pub_hospital_average = /** @type {(inputs: Reviews_Pub_Hospital_AverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Media dell’ospedale ${i?.average}`)
};

/**
* | output |
* | --- |
* | "Hospital average {average}" |
*
* @param {Reviews_Pub_Hospital_AverageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_hospital_average = /** @type {((inputs: Reviews_Pub_Hospital_AverageInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Hospital_AverageInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_hospital_average(inputs)
	if (locale === "fr") return fr_reviews_pub_hospital_average(inputs)
	if (locale === "it") return it_reviews_pub_hospital_average(inputs)
	return en_reviews_pub_hospital_average(inputs)
});