/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Logging_InInputs */

const en_auth_logging_in = /** @type {(inputs: Auth_Logging_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logging in...`)
};

const de_auth_logging_in = /** @type {(inputs: Auth_Logging_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung läuft...`)
};

const fr_auth_logging_in = /** @type {(inputs: Auth_Logging_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion en cours...`)
};

const it_auth_logging_in = /** @type {(inputs: Auth_Logging_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso in corso...`)
};

/**
* | output |
* | --- |
* | "Logging in..." |
*
* @param {Auth_Logging_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_logging_in = /** @type {((inputs?: Auth_Logging_InInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Logging_InInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_logging_in(inputs)
	if (locale === "fr") return fr_auth_logging_in(inputs)
	if (locale === "it") return it_auth_logging_in(inputs)
	return en_auth_logging_in(inputs)
});