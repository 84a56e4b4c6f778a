/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Newsletter_UnsubscribeInputs */

const en_mail_newsletter_unsubscribe = /** @type {(inputs: Mail_Newsletter_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You receive this e-mail because you subscribed to our news. Unsubscribe with one click`)
};

const de_mail_newsletter_unsubscribe = /** @type {(inputs: Mail_Newsletter_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie erhalten diese E-Mail, weil Sie unsere Neuigkeiten abonniert haben. Mit einem Klick abmelden`)
};

const fr_mail_newsletter_unsubscribe = /** @type {(inputs: Mail_Newsletter_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous recevez cet e-mail parce que vous êtes abonné·e à nos nouvelles. Se désabonner en un clic`)
};

const it_mail_newsletter_unsubscribe = /** @type {(inputs: Mail_Newsletter_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riceve questa e-mail perché è iscritto/a alle nostre notizie. Disiscriversi con un clic`)
};

/**
* | output |
* | --- |
* | "You receive this e-mail because you subscribed to our news. Unsubscribe with one click" |
*
* @param {Mail_Newsletter_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_newsletter_unsubscribe = /** @type {((inputs?: Mail_Newsletter_UnsubscribeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_UnsubscribeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_newsletter_unsubscribe(inputs)
	if (locale === "fr") return fr_mail_newsletter_unsubscribe(inputs)
	if (locale === "it") return it_mail_newsletter_unsubscribe(inputs)
	return en_mail_newsletter_unsubscribe(inputs)
});