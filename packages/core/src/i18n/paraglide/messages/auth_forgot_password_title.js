/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Forgot_Password_TitleInputs */

const en_auth_forgot_password_title = /** @type {(inputs: Auth_Forgot_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot Password`)
};

const de_auth_forgot_password_title = /** @type {(inputs: Auth_Forgot_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort vergessen`)
};

const fr_auth_forgot_password_title = /** @type {(inputs: Auth_Forgot_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié`)
};

const it_auth_forgot_password_title = /** @type {(inputs: Auth_Forgot_Password_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password dimenticata`)
};

/**
* | output |
* | --- |
* | "Forgot Password" |
*
* @param {Auth_Forgot_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_password_title = /** @type {((inputs?: Auth_Forgot_Password_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_Password_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_forgot_password_title(inputs)
	if (locale === "fr") return fr_auth_forgot_password_title(inputs)
	if (locale === "it") return it_auth_forgot_password_title(inputs)
	return en_auth_forgot_password_title(inputs)
});