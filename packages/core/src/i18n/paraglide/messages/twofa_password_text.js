/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Password_TextInputs */

const en_twofa_password_text = /** @type {(inputs: Twofa_Password_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your password again to set up two-factor authentication.`)
};

const de_twofa_password_text = /** @type {(inputs: Twofa_Password_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie Ihr Passwort erneut ein, um die Zwei-Faktor-Authentifizierung einzurichten.`)
};

const fr_twofa_password_text = /** @type {(inputs: Twofa_Password_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir à nouveau votre mot de passe pour configurer l’authentification à deux facteurs.`)
};

const it_twofa_password_text = /** @type {(inputs: Twofa_Password_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisca di nuovo la password per configurare l’autenticazione a due fattori.`)
};

/**
* | output |
* | --- |
* | "Please enter your password again to set up two-factor authentication." |
*
* @param {Twofa_Password_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_password_text = /** @type {((inputs?: Twofa_Password_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Password_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_password_text(inputs)
	if (locale === "fr") return fr_twofa_password_text(inputs)
	if (locale === "it") return it_twofa_password_text(inputs)
	return en_twofa_password_text(inputs)
});