/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Invalid_PhoneInputs */

const en_valid_invalid_phone = /** @type {(inputs: Valid_Invalid_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid phone number`)
};

const de_valid_invalid_phone = /** @type {(inputs: Valid_Invalid_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie eine gültige Telefonnummer ein`)
};

const fr_valid_invalid_phone = /** @type {(inputs: Valid_Invalid_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir un numéro de téléphone valide`)
};

const it_valid_invalid_phone = /** @type {(inputs: Valid_Invalid_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisca un numero di telefono valido`)
};

/**
* | output |
* | --- |
* | "Please enter a valid phone number" |
*
* @param {Valid_Invalid_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_invalid_phone = /** @type {((inputs?: Valid_Invalid_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Invalid_PhoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_invalid_phone(inputs)
	if (locale === "fr") return fr_valid_invalid_phone(inputs)
	if (locale === "it") return it_valid_invalid_phone(inputs)
	return en_valid_invalid_phone(inputs)
});