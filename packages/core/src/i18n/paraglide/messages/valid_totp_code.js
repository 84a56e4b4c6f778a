/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Totp_CodeInputs */

const en_valid_totp_code = /** @type {(inputs: Valid_Totp_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the 6-digit code from your authenticator app`)
};

const de_valid_totp_code = /** @type {(inputs: Valid_Totp_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein`)
};

const fr_valid_totp_code = /** @type {(inputs: Valid_Totp_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir le code à 6 chiffres de votre application d’authentification`)
};

const it_valid_totp_code = /** @type {(inputs: Valid_Totp_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisca il codice a 6 cifre della Sua app di autenticazione`)
};

/**
* | output |
* | --- |
* | "Please enter the 6-digit code from your authenticator app" |
*
* @param {Valid_Totp_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_totp_code = /** @type {((inputs?: Valid_Totp_CodeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Totp_CodeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_totp_code(inputs)
	if (locale === "fr") return fr_valid_totp_code(inputs)
	if (locale === "it") return it_valid_totp_code(inputs)
	return en_valid_totp_code(inputs)
});