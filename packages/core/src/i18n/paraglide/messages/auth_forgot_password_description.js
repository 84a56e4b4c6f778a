/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Forgot_Password_DescriptionInputs */

const en_auth_forgot_password_description = /** @type {(inputs: Auth_Forgot_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your e-mail address and we will send you a link to set a new password.`)
};

const de_auth_forgot_password_description = /** @type {(inputs: Auth_Forgot_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Link, um ein neues Passwort festzulegen.`)
};

const fr_auth_forgot_password_description = /** @type {(inputs: Auth_Forgot_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez votre adresse e-mail et nous vous enverrons un lien pour définir un nouveau mot de passe.`)
};

const it_auth_forgot_password_description = /** @type {(inputs: Auth_Forgot_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisca il Suo indirizzo e-mail e Le invieremo un link per impostare una nuova password.`)
};

/**
* | output |
* | --- |
* | "Enter your e-mail address and we will send you a link to set a new password." |
*
* @param {Auth_Forgot_Password_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_password_description = /** @type {((inputs?: Auth_Forgot_Password_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_Password_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_forgot_password_description(inputs)
	if (locale === "fr") return fr_auth_forgot_password_description(inputs)
	if (locale === "it") return it_auth_forgot_password_description(inputs)
	return en_auth_forgot_password_description(inputs)
});