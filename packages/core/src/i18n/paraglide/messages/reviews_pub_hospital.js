/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_HospitalInputs */

const en_reviews_pub_hospital = /** @type {(inputs: Reviews_Pub_HospitalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hospital`)
};

const de_reviews_pub_hospital = /** @type {(inputs: Reviews_Pub_HospitalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spital`)
};

const fr_reviews_pub_hospital = /** @type {(inputs: Reviews_Pub_HospitalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hôpital`)
};

const it_reviews_pub_hospital = /** @type {(inputs: Reviews_Pub_HospitalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ospedale`)
};

/**
* | output |
* | --- |
* | "Hospital" |
*
* @param {Reviews_Pub_HospitalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_hospital = /** @type {((inputs?: Reviews_Pub_HospitalInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_HospitalInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_hospital(inputs)
	if (locale === "fr") return fr_reviews_pub_hospital(inputs)
	if (locale === "it") return it_reviews_pub_hospital(inputs)
	return en_reviews_pub_hospital(inputs)
});