/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Back_To_LoginInputs */

const en_auth_back_to_login = /** @type {(inputs: Auth_Back_To_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to login`)
};

const de_auth_back_to_login = /** @type {(inputs: Auth_Back_To_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Anmeldung`)
};

const fr_auth_back_to_login = /** @type {(inputs: Auth_Back_To_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la connexion`)
};

const it_auth_back_to_login = /** @type {(inputs: Auth_Back_To_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tornare all’accesso`)
};

/**
* | output |
* | --- |
* | "Back to login" |
*
* @param {Auth_Back_To_LoginInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_back_to_login = /** @type {((inputs?: Auth_Back_To_LoginInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Back_To_LoginInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_back_to_login(inputs)
	if (locale === "fr") return fr_auth_back_to_login(inputs)
	if (locale === "it") return it_auth_back_to_login(inputs)
	return en_auth_back_to_login(inputs)
});