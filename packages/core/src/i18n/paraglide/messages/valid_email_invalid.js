/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Email_InvalidInputs */

const en_valid_email_invalid = /** @type {(inputs: Valid_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

const de_valid_email_invalid = /** @type {(inputs: Valid_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie eine gültige E-Mail-Adresse ein`)
};

const fr_valid_email_invalid = /** @type {(inputs: Valid_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une adresse e-mail valide`)
};

const it_valid_email_invalid = /** @type {(inputs: Valid_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisca un indirizzo e-mail valido`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Valid_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_email_invalid = /** @type {((inputs?: Valid_Email_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Email_InvalidInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_email_invalid(inputs)
	if (locale === "fr") return fr_valid_email_invalid(inputs)
	if (locale === "it") return it_valid_email_invalid(inputs)
	return en_valid_email_invalid(inputs)
});