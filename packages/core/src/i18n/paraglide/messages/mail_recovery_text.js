/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Recovery_TextInputs */

const en_mail_recovery_text = /** @type {(inputs: Mail_Recovery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received a request to reset the password of your account. The link works for one hour and only once.`)
};

const de_mail_recovery_text = /** @type {(inputs: Mail_Recovery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Der Link ist eine Stunde lang und nur einmal gültig.`)
};

const fr_mail_recovery_text = /** @type {(inputs: Mail_Recovery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Le lien est valable une heure et une seule fois.`)
};

const it_mail_recovery_text = /** @type {(inputs: Mail_Recovery_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbiamo ricevuto una richiesta di reimpostare la password del Suo account. Il link è valido per un'ora e una sola volta.`)
};

/**
* | output |
* | --- |
* | "We received a request to reset the password of your account. The link works for one hour and only once." |
*
* @param {Mail_Recovery_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_recovery_text = /** @type {((inputs?: Mail_Recovery_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Recovery_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_recovery_text(inputs)
	if (locale === "fr") return fr_mail_recovery_text(inputs)
	if (locale === "it") return it_mail_recovery_text(inputs)
	return en_mail_recovery_text(inputs)
});