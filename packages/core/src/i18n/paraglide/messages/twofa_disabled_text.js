/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Disabled_TextInputs */

const en_twofa_disabled_text = /** @type {(inputs: Twofa_Disabled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protect your account with a second step at sign-in: a code from an authenticator app on your phone.`)
};

const de_twofa_disabled_text = /** @type {(inputs: Twofa_Disabled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schützen Sie Ihr Konto mit einem zweiten Schritt bei der Anmeldung: einem Code aus einer Authenticator-App auf Ihrem Telefon.`)
};

const fr_twofa_disabled_text = /** @type {(inputs: Twofa_Disabled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protégez votre compte par une seconde étape lors de la connexion : un code d’une application d’authentification sur votre téléphone.`)
};

const it_twofa_disabled_text = /** @type {(inputs: Twofa_Disabled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protegga il Suo account con un secondo passaggio all’accesso: un codice di un’app di autenticazione sul Suo telefono.`)
};

/**
* | output |
* | --- |
* | "Protect your account with a second step at sign-in: a code from an authenticator app on your phone." |
*
* @param {Twofa_Disabled_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_disabled_text = /** @type {((inputs?: Twofa_Disabled_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Disabled_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_disabled_text(inputs)
	if (locale === "fr") return fr_twofa_disabled_text(inputs)
	if (locale === "it") return it_twofa_disabled_text(inputs)
	return en_twofa_disabled_text(inputs)
});