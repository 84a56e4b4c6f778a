/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rating: NonNullable<unknown>, max: NonNullable<unknown> }} Reviews_Pub_Out_OfInputs */

const en_reviews_pub_out_of = /** @type {(inputs: Reviews_Pub_Out_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} out of ${i?.max}`)
};

const de_reviews_pub_out_of = /** @type {(inputs: Reviews_Pub_Out_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} von ${i?.max}`)
};

const fr_reviews_pub_out_of = /** @type {(inputs: Reviews_Pub_Out_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} sur ${i?.max}`)
};

const it_reviews_pub_out_of = /** @type {(inputs: Reviews_Pub_Out_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rating} su ${i?.max}`)
};

/**
* | output |
* | --- |
* | "{rating} out of {max}" |
*
* @param {Reviews_Pub_Out_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_out_of = /** @type {((inputs: Reviews_Pub_Out_OfInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_Out_OfInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_out_of(inputs)
	if (locale === "fr") return fr_reviews_pub_out_of(inputs)
	if (locale === "it") return it_reviews_pub_out_of(inputs)
	return en_reviews_pub_out_of(inputs)
});