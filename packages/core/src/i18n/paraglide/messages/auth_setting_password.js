/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Setting_PasswordInputs */

const en_auth_setting_password = /** @type {(inputs: Auth_Setting_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setting password...`)
};

const de_auth_setting_password = /** @type {(inputs: Auth_Setting_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort wird festgelegt...`)
};

const fr_auth_setting_password = /** @type {(inputs: Auth_Setting_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Définition du mot de passe...`)
};

const it_auth_setting_password = /** @type {(inputs: Auth_Setting_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impostazione della password...`)
};

/**
* | output |
* | --- |
* | "Setting password..." |
*
* @param {Auth_Setting_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_setting_password = /** @type {((inputs?: Auth_Setting_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Setting_PasswordInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_setting_password(inputs)
	if (locale === "fr") return fr_auth_setting_password(inputs)
	if (locale === "it") return it_auth_setting_password(inputs)
	return en_auth_setting_password(inputs)
});