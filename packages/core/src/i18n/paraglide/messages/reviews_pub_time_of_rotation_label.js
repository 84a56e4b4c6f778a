/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Time_Of_Rotation_LabelInputs */

const en_reviews_pub_time_of_rotation_label = /** @type {(inputs: Reviews_Pub_Time_Of_Rotation_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time of rotation:`)
};

const de_reviews_pub_time_of_rotation_label = /** @type {(inputs: Reviews_Pub_Time_Of_Rotation_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitraum des Praktikums:`)
};

const fr_reviews_pub_time_of_rotation_label = /** @type {(inputs: Reviews_Pub_Time_Of_Rotation_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Période du stage :`)
};

const it_reviews_pub_time_of_rotation_label = /** @type {(inputs: Reviews_Pub_Time_Of_Rotation_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Periodo dello stage:`)
};

/**
* | output |
* | --- |
* | "Time of rotation:" |
*
* @param {Reviews_Pub_Time_Of_Rotation_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_time_of_rotation_label = /** @type {((inputs?: Reviews_Pub_Time_Of_Rotation_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Time_Of_Rotation_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_time_of_rotation_label(inputs)
	if (locale === "fr") return fr_reviews_pub_time_of_rotation_label(inputs)
	if (locale === "it") return it_reviews_pub_time_of_rotation_label(inputs)
	return en_reviews_pub_time_of_rotation_label(inputs)
});