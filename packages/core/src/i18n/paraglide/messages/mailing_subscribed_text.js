/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_Subscribed_TextInputs */

const en_mailing_subscribed_text = /** @type {(inputs: Mailing_Subscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm your subscription with the link we just sent to your e-mail address.`)
};

const de_mailing_subscribed_text = /** @type {(inputs: Mailing_Subscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte bestätigen Sie Ihre Anmeldung mit dem Link, den wir soeben an Ihre E-Mail-Adresse gesendet haben.`)
};

const fr_mailing_subscribed_text = /** @type {(inputs: Mailing_Subscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez confirmer votre inscription avec le lien que nous venons d’envoyer à votre adresse e-mail.`)
};

const it_mailing_subscribed_text = /** @type {(inputs: Mailing_Subscribed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confermi l’iscrizione con il link che abbiamo appena inviato al Suo indirizzo e-mail.`)
};

/**
* | output |
* | --- |
* | "Please confirm your subscription with the link we just sent to your e-mail address." |
*
* @param {Mailing_Subscribed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_subscribed_text = /** @type {((inputs?: Mailing_Subscribed_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_Subscribed_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_subscribed_text(inputs)
	if (locale === "fr") return fr_mailing_subscribed_text(inputs)
	if (locale === "it") return it_mailing_subscribed_text(inputs)
	return en_mailing_subscribed_text(inputs)
});