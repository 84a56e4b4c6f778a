/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Ride_Along_Confirmation_Not_YouInputs */

const en_mail_ride_along_confirmation_not_you = /** @type {(inputs: Mail_Ride_Along_Confirmation_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not send this request, please reply to this e-mail.`)
};

const de_mail_ride_along_confirmation_not_you = /** @type {(inputs: Mail_Ride_Along_Confirmation_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falls Sie diese Anfrage nicht gesendet haben, antworten Sie bitte auf diese E-Mail.`)
};

const fr_mail_ride_along_confirmation_not_you = /** @type {(inputs: Mail_Ride_Along_Confirmation_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous n'avez pas envoyé cette demande, veuillez répondre à cet e-mail.`)
};

const it_mail_ride_along_confirmation_not_you = /** @type {(inputs: Mail_Ride_Along_Confirmation_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se non ha inviato questa richiesta, risponda a questa e-mail.`)
};

/**
* | output |
* | --- |
* | "If you did not send this request, please reply to this e-mail." |
*
* @param {Mail_Ride_Along_Confirmation_Not_YouInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_ride_along_confirmation_not_you = /** @type {((inputs?: Mail_Ride_Along_Confirmation_Not_YouInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ride_Along_Confirmation_Not_YouInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_ride_along_confirmation_not_you(inputs)
	if (locale === "fr") return fr_mail_ride_along_confirmation_not_you(inputs)
	if (locale === "it") return it_mail_ride_along_confirmation_not_you(inputs)
	return en_mail_ride_along_confirmation_not_you(inputs)
});