/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Ride_Along_Confirmation_ReceivedInputs */

const en_mail_ride_along_confirmation_received = /** @type {(inputs: Mail_Ride_Along_Confirmation_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We have received your ride-along request and will be in touch with you soon.`)
};

const de_mail_ride_along_confirmation_received = /** @type {(inputs: Mail_Ride_Along_Confirmation_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben Ihre Anfrage für einen Mitfahrtag erhalten und melden uns bald bei Ihnen.`)
};

const fr_mail_ride_along_confirmation_received = /** @type {(inputs: Mail_Ride_Along_Confirmation_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons bien reçu votre demande de journée d'accompagnement et vous contacterons prochainement.`)
};

const it_mail_ride_along_confirmation_received = /** @type {(inputs: Mail_Ride_Along_Confirmation_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbiamo ricevuto la Sua richiesta di giornata di affiancamento e La contatteremo presto.`)
};

/**
* | output |
* | --- |
* | "We have received your ride-along request and will be in touch with you soon." |
*
* @param {Mail_Ride_Along_Confirmation_ReceivedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_ride_along_confirmation_received = /** @type {((inputs?: Mail_Ride_Along_Confirmation_ReceivedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ride_Along_Confirmation_ReceivedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_ride_along_confirmation_received(inputs)
	if (locale === "fr") return fr_mail_ride_along_confirmation_received(inputs)
	if (locale === "it") return it_mail_ride_along_confirmation_received(inputs)
	return en_mail_ride_along_confirmation_received(inputs)
});