/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Ride_Along_Confirmation_SubjectInputs */

const en_mail_ride_along_confirmation_subject = /** @type {(inputs: Mail_Ride_Along_Confirmation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your ride-along request`)
};

const de_mail_ride_along_confirmation_subject = /** @type {(inputs: Mail_Ride_Along_Confirmation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Anfrage für einen Mitfahrtag`)
};

const fr_mail_ride_along_confirmation_subject = /** @type {(inputs: Mail_Ride_Along_Confirmation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande de journée d'accompagnement`)
};

const it_mail_ride_along_confirmation_subject = /** @type {(inputs: Mail_Ride_Along_Confirmation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Sua richiesta di giornata di affiancamento`)
};

/**
* | output |
* | --- |
* | "Your ride-along request" |
*
* @param {Mail_Ride_Along_Confirmation_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_ride_along_confirmation_subject = /** @type {((inputs?: Mail_Ride_Along_Confirmation_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ride_Along_Confirmation_SubjectInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_ride_along_confirmation_subject(inputs)
	if (locale === "fr") return fr_mail_ride_along_confirmation_subject(inputs)
	if (locale === "it") return it_mail_ride_along_confirmation_subject(inputs)
	return en_mail_ride_along_confirmation_subject(inputs)
});