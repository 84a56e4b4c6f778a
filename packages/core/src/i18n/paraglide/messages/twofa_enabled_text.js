/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Enabled_TextInputs */

const en_twofa_enabled_text = /** @type {(inputs: Twofa_Enabled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When you sign in, we ask for a code from your authenticator app after your password.`)
};

const de_twofa_enabled_text = /** @type {(inputs: Twofa_Enabled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei der Anmeldung fragen wir nach Ihrem Passwort nach einem Code aus Ihrer Authenticator-App.`)
};

const fr_twofa_enabled_text = /** @type {(inputs: Twofa_Enabled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lors de la connexion, nous vous demandons, après votre mot de passe, un code de votre application d’authentification.`)
};

const it_twofa_enabled_text = /** @type {(inputs: Twofa_Enabled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quando accede, dopo la password Le chiediamo un codice della Sua app di autenticazione.`)
};

/**
* | output |
* | --- |
* | "When you sign in, we ask for a code from your authenticator app after your password." |
*
* @param {Twofa_Enabled_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_enabled_text = /** @type {((inputs?: Twofa_Enabled_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Enabled_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_enabled_text(inputs)
	if (locale === "fr") return fr_twofa_enabled_text(inputs)
	if (locale === "it") return it_twofa_enabled_text(inputs)
	return en_twofa_enabled_text(inputs)
});