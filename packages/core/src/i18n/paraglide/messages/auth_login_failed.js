/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Login_FailedInputs */

const en_auth_login_failed = /** @type {(inputs: Auth_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login failed`)
};

const de_auth_login_failed = /** @type {(inputs: Auth_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung fehlgeschlagen`)
};

const fr_auth_login_failed = /** @type {(inputs: Auth_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la connexion`)
};

const it_auth_login_failed = /** @type {(inputs: Auth_Login_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso non riuscito`)
};

/**
* | output |
* | --- |
* | "Login failed" |
*
* @param {Auth_Login_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_login_failed = /** @type {((inputs?: Auth_Login_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Login_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_login_failed(inputs)
	if (locale === "fr") return fr_auth_login_failed(inputs)
	if (locale === "it") return it_auth_login_failed(inputs)
	return en_auth_login_failed(inputs)
});