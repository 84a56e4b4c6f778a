/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Type_ParamedicsInputs */

const en_reviews_pub_type_paramedics = /** @type {(inputs: Reviews_Pub_Type_ParamedicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paramedics`)
};

const de_reviews_pub_type_paramedics = /** @type {(inputs: Reviews_Pub_Type_ParamedicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rettungssanität`)
};

const fr_reviews_pub_type_paramedics = /** @type {(inputs: Reviews_Pub_Type_ParamedicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulanciers`)
};

const it_reviews_pub_type_paramedics = /** @type {(inputs: Reviews_Pub_Type_ParamedicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soccorritori`)
};

/**
* | output |
* | --- |
* | "Paramedics" |
*
* @param {Reviews_Pub_Type_ParamedicsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_type_paramedics = /** @type {((inputs?: Reviews_Pub_Type_ParamedicsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Type_ParamedicsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_type_paramedics(inputs)
	if (locale === "fr") return fr_reviews_pub_type_paramedics(inputs)
	if (locale === "it") return it_reviews_pub_type_paramedics(inputs)
	return en_reviews_pub_type_paramedics(inputs)
});