/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Passkeys_TextInputs */

const en_passkeys_text = /** @type {(inputs: Passkeys_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with your fingerprint, face or device PIN instead of your password. A passkey counts as both steps of two-factor authentication.`)
};

const de_passkeys_text = /** @type {(inputs: Passkeys_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden Sie sich mit Fingerabdruck, Gesicht oder der PIN Ihres Geräts statt mit Ihrem Passwort an. Ein Passkey zählt als beide Schritte der Zwei-Faktor-Authentifizierung.`)
};

const fr_passkeys_text = /** @type {(inputs: Passkeys_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous avec votre empreinte digitale, votre visage ou le code PIN de votre appareil au lieu de votre mot de passe. Une clé d’accès compte pour les deux étapes de l’authentification à deux facteurs.`)
};

const it_passkeys_text = /** @type {(inputs: Passkeys_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceda con l’impronta digitale, il volto o il PIN del dispositivo invece della password. Una passkey vale per entrambi i passaggi dell’autenticazione a due fattori.`)
};

/**
* | output |
* | --- |
* | "Sign in with your fingerprint, face or device PIN instead of your password. A passkey counts as both steps of two-factor authentication." |
*
* @param {Passkeys_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const passkeys_text = /** @type {((inputs?: Passkeys_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Passkeys_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_passkeys_text(inputs)
	if (locale === "fr") return fr_passkeys_text(inputs)
	if (locale === "it") return it_passkeys_text(inputs)
	return en_passkeys_text(inputs)
});