/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviews_Pub_Time_Of_Rotation_HintInputs */

const en_reviews_pub_time_of_rotation_hint = /** @type {(inputs: Reviews_Pub_Time_Of_Rotation_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For example: March–April 2026`)
};

const de_reviews_pub_time_of_rotation_hint = /** @type {(inputs: Reviews_Pub_Time_Of_Rotation_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Beispiel: März–April 2026`)
};

const fr_reviews_pub_time_of_rotation_hint = /** @type {(inputs: Reviews_Pub_Time_Of_Rotation_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par exemple : mars–avril 2026`)
};

const it_reviews_pub_time_of_rotation_hint = /** @type {(inputs: Reviews_Pub_Time_Of_Rotation_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per esempio: marzo–aprile 2026`)
};

/**
* | output |
* | --- |
* | "For example: March–April 2026" |
*
* @param {Reviews_Pub_Time_Of_Rotation_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_time_of_rotation_hint = /** @type {((inputs?: Reviews_Pub_Time_Of_Rotation_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Time_Of_Rotation_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_time_of_rotation_hint(inputs)
	if (locale === "fr") return fr_reviews_pub_time_of_rotation_hint(inputs)
	if (locale === "it") return it_reviews_pub_time_of_rotation_hint(inputs)
	return en_reviews_pub_time_of_rotation_hint(inputs)
});