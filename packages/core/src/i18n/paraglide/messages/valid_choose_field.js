/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Choose_FieldInputs */

const en_valid_choose_field = /** @type {(inputs: Valid_Choose_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose your field`)
};

const de_valid_choose_field = /** @type {(inputs: Valid_Choose_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wählen Sie Ihre Fachrichtung`)
};

const fr_valid_choose_field = /** @type {(inputs: Valid_Choose_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir votre domaine`)
};

const it_valid_choose_field = /** @type {(inputs: Valid_Choose_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scelga il Suo ambito`)
};

/**
* | output |
* | --- |
* | "Please choose your field" |
*
* @param {Valid_Choose_FieldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_choose_field = /** @type {((inputs?: Valid_Choose_FieldInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Choose_FieldInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_choose_field(inputs)
	if (locale === "fr") return fr_valid_choose_field(inputs)
	if (locale === "it") return it_valid_choose_field(inputs)
	return en_valid_choose_field(inputs)
});