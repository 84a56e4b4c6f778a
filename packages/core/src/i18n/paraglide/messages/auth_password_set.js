/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Password_SetInputs */

const en_auth_password_set = /** @type {(inputs: Auth_Password_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password set successfully`)
};

const de_auth_password_set = /** @type {(inputs: Auth_Password_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort erfolgreich festgelegt`)
};

const fr_auth_password_set = /** @type {(inputs: Auth_Password_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe défini avec succès`)
};

const it_auth_password_set = /** @type {(inputs: Auth_Password_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password impostata correttamente`)
};

/**
* | output |
* | --- |
* | "Password set successfully" |
*
* @param {Auth_Password_SetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_password_set = /** @type {((inputs?: Auth_Password_SetInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password_SetInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_password_set(inputs)
	if (locale === "fr") return fr_auth_password_set(inputs)
	if (locale === "it") return it_auth_password_set(inputs)
	return en_auth_password_set(inputs)
});