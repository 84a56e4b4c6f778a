/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Passkeys_TextInputs */

const en_dash_passkeys_text = /** @type {(inputs: Dash_Passkeys_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with your fingerprint, face or device PIN instead of your password. A passkey counts as both steps of two-factor authentication.`)
};

const de_dash_passkeys_text = /** @type {(inputs: Dash_Passkeys_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie sich mit Ihrem Fingerabdruck, Ihrem Gesicht oder der PIN Ihres Geräts statt mit Ihrem Passwort an. Ein Passkey zählt als beide Schritte der Zwei-Faktor-Authentifizierung.`)
};

const fr_dash_passkeys_text = /** @type {(inputs: Dash_Passkeys_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous avec votre empreinte digitale, votre visage ou le code PIN de votre appareil au lieu de votre mot de passe. Une clé d’accès compte pour les deux étapes de l’authentification à deux facteurs.`)
};

const it_dash_passkeys_text = /** @type {(inputs: Dash_Passkeys_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accedi con la tua impronta digitale, il tuo volto o il PIN del dispositivo invece della password. Una passkey vale per entrambi i passaggi dell’autenticazione a due fattori.`)
};

/**
* | output |
* | --- |
* | "Sign in with your fingerprint, face or device PIN instead of your password. A passkey counts as both steps of two-factor authentication." |
*
* @param {Dash_Passkeys_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_passkeys_text = /** @type {((inputs?: Dash_Passkeys_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Passkeys_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_passkeys_text(inputs)
	if (locale === "fr") return fr_dash_passkeys_text(inputs)
	if (locale === "it") return it_dash_passkeys_text(inputs)
	return en_dash_passkeys_text(inputs)
});