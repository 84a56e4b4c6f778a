/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Choose_Rotation_TypeInputs */

const en_reviews_pub_choose_rotation_type = /** @type {(inputs: Reviews_Pub_Choose_Rotation_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a rotation type`)
};

const de_reviews_pub_choose_rotation_type = /** @type {(inputs: Reviews_Pub_Choose_Rotation_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Art des Praktikums wählen`)
};

const fr_reviews_pub_choose_rotation_type = /** @type {(inputs: Reviews_Pub_Choose_Rotation_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un type de stage`)
};

const it_reviews_pub_choose_rotation_type = /** @type {(inputs: Reviews_Pub_Choose_Rotation_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scelga un tipo di stage`)
};

/**
* | output |
* | --- |
* | "Choose a rotation type" |
*
* @param {Reviews_Pub_Choose_Rotation_TypeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_choose_rotation_type = /** @type {((inputs?: Reviews_Pub_Choose_Rotation_TypeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Choose_Rotation_TypeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_choose_rotation_type(inputs)
	if (locale === "fr") return fr_reviews_pub_choose_rotation_type(inputs)
	if (locale === "it") return it_reviews_pub_choose_rotation_type(inputs)
	return en_reviews_pub_choose_rotation_type(inputs)
});