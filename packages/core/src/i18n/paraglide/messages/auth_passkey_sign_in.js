/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Passkey_Sign_InInputs */

const en_auth_passkey_sign_in = /** @type {(inputs: Auth_Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with a passkey`)
};

const de_auth_passkey_sign_in = /** @type {(inputs: Auth_Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit einem Passkey anmelden`)
};

const fr_auth_passkey_sign_in = /** @type {(inputs: Auth_Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter avec une clé d’accès`)
};

const it_auth_passkey_sign_in = /** @type {(inputs: Auth_Passkey_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accedere con una passkey`)
};

/**
* | output |
* | --- |
* | "Sign in with a passkey" |
*
* @param {Auth_Passkey_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_passkey_sign_in = /** @type {((inputs?: Auth_Passkey_Sign_InInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Passkey_Sign_InInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_passkey_sign_in(inputs)
	if (locale === "fr") return fr_auth_passkey_sign_in(inputs)
	if (locale === "it") return it_auth_passkey_sign_in(inputs)
	return en_auth_passkey_sign_in(inputs)
});