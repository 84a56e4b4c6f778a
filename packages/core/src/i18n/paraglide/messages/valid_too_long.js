/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Valid_Too_LongInputs */

const en_valid_too_long = /** @type {(inputs: Valid_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please use at most ${i?.max} characters.`)
};

const de_valid_too_long = /** @type {(inputs: Valid_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte verwenden Sie höchstens ${i?.max} Zeichen.`)
};

const fr_valid_too_long = /** @type {(inputs: Valid_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veuillez utiliser au maximum ${i?.max} caractères.`)
};

const it_valid_too_long = /** @type {(inputs: Valid_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usi al massimo ${i?.max} caratteri.`)
};

/**
* | output |
* | --- |
* | "Please use at most {max} characters." |
*
* @param {Valid_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_too_long = /** @type {((inputs: Valid_Too_LongInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Too_LongInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_too_long(inputs)
	if (locale === "fr") return fr_valid_too_long(inputs)
	if (locale === "it") return it_valid_too_long(inputs)
	return en_valid_too_long(inputs)
});