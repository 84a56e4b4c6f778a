/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Type_ResidentsInputs */

const en_reviews_pub_type_residents = /** @type {(inputs: Reviews_Pub_Type_ResidentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Residents`)
};

const de_reviews_pub_type_residents = /** @type {(inputs: Reviews_Pub_Type_ResidentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assistenzärztinnen und -ärzte`)
};

const fr_reviews_pub_type_residents = /** @type {(inputs: Reviews_Pub_Type_ResidentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Médecins assistants`)
};

const it_reviews_pub_type_residents = /** @type {(inputs: Reviews_Pub_Type_ResidentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medici assistenti`)
};

/**
* | output |
* | --- |
* | "Residents" |
*
* @param {Reviews_Pub_Type_ResidentsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_type_residents = /** @type {((inputs?: Reviews_Pub_Type_ResidentsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Type_ResidentsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_type_residents(inputs)
	if (locale === "fr") return fr_reviews_pub_type_residents(inputs)
	if (locale === "it") return it_reviews_pub_type_residents(inputs)
	return en_reviews_pub_type_residents(inputs)
});