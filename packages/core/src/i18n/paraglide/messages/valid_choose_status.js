/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Choose_StatusInputs */

const en_valid_choose_status = /** @type {(inputs: Valid_Choose_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose your status`)
};

const de_valid_choose_status = /** @type {(inputs: Valid_Choose_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wählen Sie Ihren Status`)
};

const fr_valid_choose_status = /** @type {(inputs: Valid_Choose_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir votre statut`)
};

const it_valid_choose_status = /** @type {(inputs: Valid_Choose_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scelga il Suo stato`)
};

/**
* | output |
* | --- |
* | "Please choose your status" |
*
* @param {Valid_Choose_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_choose_status = /** @type {((inputs?: Valid_Choose_StatusInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Choose_StatusInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_choose_status(inputs)
	if (locale === "fr") return fr_valid_choose_status(inputs)
	if (locale === "it") return it_valid_choose_status(inputs)
	return en_valid_choose_status(inputs)
});