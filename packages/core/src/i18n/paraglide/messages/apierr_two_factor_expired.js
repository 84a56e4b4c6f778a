/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Two_Factor_ExpiredInputs */

const en_apierr_two_factor_expired = /** @type {(inputs: Apierr_Two_Factor_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your sign-in has expired. Please enter your e-mail address and password again.`)
};

const de_apierr_two_factor_expired = /** @type {(inputs: Apierr_Two_Factor_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Anmeldung ist abgelaufen. Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort erneut ein.`)
};

const fr_apierr_two_factor_expired = /** @type {(inputs: Apierr_Two_Factor_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre connexion a expiré. Veuillez saisir à nouveau votre adresse e-mail et votre mot de passe.`)
};

const it_apierr_two_factor_expired = /** @type {(inputs: Apierr_Two_Factor_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il Suo accesso è scaduto. Inserisca di nuovo il Suo indirizzo e-mail e la password.`)
};

/**
* | output |
* | --- |
* | "Your sign-in has expired. Please enter your e-mail address and password again." |
*
* @param {Apierr_Two_Factor_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_two_factor_expired = /** @type {((inputs?: Apierr_Two_Factor_ExpiredInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Two_Factor_ExpiredInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_two_factor_expired(inputs)
	if (locale === "fr") return fr_apierr_two_factor_expired(inputs)
	if (locale === "it") return it_apierr_two_factor_expired(inputs)
	return en_apierr_two_factor_expired(inputs)
});