/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Code_Totp_HintInputs */

const en_auth_code_totp_hint = /** @type {(inputs: Auth_Code_Totp_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The 6-digit code your authenticator app shows for this account.`)
};

const de_auth_code_totp_hint = /** @type {(inputs: Auth_Code_Totp_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der 6-stellige Code, den Ihre Authenticator-App für dieses Konto anzeigt.`)
};

const fr_auth_code_totp_hint = /** @type {(inputs: Auth_Code_Totp_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le code à 6 chiffres que votre application d’authentification affiche pour ce compte.`)
};

const it_auth_code_totp_hint = /** @type {(inputs: Auth_Code_Totp_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il codice a 6 cifre che la Sua app di autenticazione mostra per questo account.`)
};

/**
* | output |
* | --- |
* | "The 6-digit code your authenticator app shows for this account." |
*
* @param {Auth_Code_Totp_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_code_totp_hint = /** @type {((inputs?: Auth_Code_Totp_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Code_Totp_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_code_totp_hint(inputs)
	if (locale === "fr") return fr_auth_code_totp_hint(inputs)
	if (locale === "it") return it_auth_code_totp_hint(inputs)
	return en_auth_code_totp_hint(inputs)
});