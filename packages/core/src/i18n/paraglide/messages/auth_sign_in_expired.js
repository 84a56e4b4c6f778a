/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Sign_In_ExpiredInputs */

const en_auth_sign_in_expired = /** @type {(inputs: Auth_Sign_In_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your sign-in has expired. Please enter your e-mail address and password again.`)
};

const de_auth_sign_in_expired = /** @type {(inputs: Auth_Sign_In_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Anmeldung ist abgelaufen. Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort erneut ein.`)
};

const fr_auth_sign_in_expired = /** @type {(inputs: Auth_Sign_In_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre connexion a expiré. Veuillez saisir à nouveau votre adresse e-mail et votre mot de passe.`)
};

const it_auth_sign_in_expired = /** @type {(inputs: Auth_Sign_In_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il Suo accesso è scaduto. Inserisca di nuovo il Suo indirizzo e-mail e la password.`)
};

/**
* | output |
* | --- |
* | "Your sign-in has expired. Please enter your e-mail address and password again." |
*
* @param {Auth_Sign_In_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_expired = /** @type {((inputs?: Auth_Sign_In_ExpiredInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_ExpiredInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_sign_in_expired(inputs)
	if (locale === "fr") return fr_auth_sign_in_expired(inputs)
	if (locale === "it") return it_auth_sign_in_expired(inputs)
	return en_auth_sign_in_expired(inputs)
});