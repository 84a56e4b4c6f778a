/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Confirmation_AskInputs */

const en_mail_confirmation_ask = /** @type {(inputs: Mail_Confirmation_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm your e-mail address. The link works for 24 hours and only once.`)
};

const de_mail_confirmation_ask = /** @type {(inputs: Mail_Confirmation_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte bestätigen Sie Ihre E-Mail-Adresse. Der Link ist 24 Stunden lang und nur einmal gültig.`)
};

const fr_mail_confirmation_ask = /** @type {(inputs: Mail_Confirmation_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez confirmer votre adresse e-mail. Le lien est valable 24 heures et une seule fois.`)
};

const it_mail_confirmation_ask = /** @type {(inputs: Mail_Confirmation_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La preghiamo di confermare il Suo indirizzo e-mail. Il link è valido per 24 ore e una sola volta.`)
};

/**
* | output |
* | --- |
* | "Please confirm your e-mail address. The link works for 24 hours and only once." |
*
* @param {Mail_Confirmation_AskInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_confirmation_ask = /** @type {((inputs?: Mail_Confirmation_AskInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirmation_AskInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_confirmation_ask(inputs)
	if (locale === "fr") return fr_mail_confirmation_ask(inputs)
	if (locale === "it") return it_mail_confirmation_ask(inputs)
	return en_mail_confirmation_ask(inputs)
});