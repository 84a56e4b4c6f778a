/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown>, limit: NonNullable<unknown> }} Reviews_Pub_CharactersInputs */

const en_reviews_pub_characters = /** @type {(inputs: Reviews_Pub_CharactersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.length} / ${i?.limit} characters`)
};

const de_reviews_pub_characters = /** @type {(inputs: Reviews_Pub_CharactersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.length} / ${i?.limit} Zeichen`)
};

const fr_reviews_pub_characters = /** @type {(inputs: Reviews_Pub_CharactersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.length} / ${i?.limit} caractères`)
};

const it_reviews_pub_characters = /** @type {(inputs: Reviews_Pub_CharactersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.length} / ${i?.limit} caratteri`)
};

/**
* | output |
* | --- |
* | "{length} / {limit} characters" |
*
* @param {Reviews_Pub_CharactersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_characters = /** @type {((inputs: Reviews_Pub_CharactersInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Pub_CharactersInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reviews_pub_characters(inputs)
	if (locale === "fr") return fr_reviews_pub_characters(inputs)
	if (locale === "it") return it_reviews_pub_characters(inputs)
	return en_reviews_pub_characters(inputs)
});