/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Rotation_TypeInputs */

const en_reviews_pub_rotation_type = /** @type {(inputs: Reviews_Pub_Rotation_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rotation type`)
};

const de_reviews_pub_rotation_type = /** @type {(inputs: Reviews_Pub_Rotation_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Art des Praktikums`)
};

const fr_reviews_pub_rotation_type = /** @type {(inputs: Reviews_Pub_Rotation_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type de stage`)
};

const it_reviews_pub_rotation_type = /** @type {(inputs: Reviews_Pub_Rotation_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo di stage`)
};

/**
* | output |
* | --- |
* | "Rotation type" |
*
* @param {Reviews_Pub_Rotation_TypeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_rotation_type = /** @type {((inputs?: Reviews_Pub_Rotation_TypeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Rotation_TypeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_rotation_type(inputs)
	if (locale === "fr") return fr_reviews_pub_rotation_type(inputs)
	if (locale === "it") return it_reviews_pub_rotation_type(inputs)
	return en_reviews_pub_rotation_type(inputs)
});