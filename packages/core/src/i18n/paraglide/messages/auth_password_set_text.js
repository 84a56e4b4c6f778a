/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Password_Set_TextInputs */

const en_auth_password_set_text = /** @type {(inputs: Auth_Password_Set_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are now logged in with your new password.`)
};

const de_auth_password_set_text = /** @type {(inputs: Auth_Password_Set_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie sind jetzt mit Ihrem neuen Passwort angemeldet.`)
};

const fr_auth_password_set_text = /** @type {(inputs: Auth_Password_Set_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes maintenant connecté avec votre nouveau mot de passe.`)
};

const it_auth_password_set_text = /** @type {(inputs: Auth_Password_Set_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ora ha effettuato l’accesso con la Sua nuova password.`)
};

/**
* | output |
* | --- |
* | "You are now logged in with your new password." |
*
* @param {Auth_Password_Set_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_password_set_text = /** @type {((inputs?: Auth_Password_Set_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password_Set_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_password_set_text(inputs)
	if (locale === "fr") return fr_auth_password_set_text(inputs)
	if (locale === "it") return it_auth_password_set_text(inputs)
	return en_auth_password_set_text(inputs)
});