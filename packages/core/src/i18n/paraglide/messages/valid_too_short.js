/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Valid_Too_ShortInputs */

const en_valid_too_short = /** @type {(inputs: Valid_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please use at least ${i?.min} characters.`)
};

const de_valid_too_short = /** @type {(inputs: Valid_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte verwenden Sie mindestens ${i?.min} Zeichen.`)
};

const fr_valid_too_short = /** @type {(inputs: Valid_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veuillez utiliser au moins ${i?.min} caractères.`)
};

const it_valid_too_short = /** @type {(inputs: Valid_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usi almeno ${i?.min} caratteri.`)
};

/**
* | output |
* | --- |
* | "Please use at least {min} characters." |
*
* @param {Valid_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_too_short = /** @type {((inputs: Valid_Too_ShortInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Too_ShortInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_too_short(inputs)
	if (locale === "fr") return fr_valid_too_short(inputs)
	if (locale === "it") return it_valid_too_short(inputs)
	return en_valid_too_short(inputs)
});