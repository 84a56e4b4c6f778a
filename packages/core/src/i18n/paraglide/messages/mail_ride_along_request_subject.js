/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Ride_Along_Request_SubjectInputs */

const en_mail_ride_along_request_subject = /** @type {(inputs: Mail_Ride_Along_Request_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New ride-along request`)
};

const de_mail_ride_along_request_subject = /** @type {(inputs: Mail_Ride_Along_Request_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Anfrage für einen Mitfahrtag`)
};

const fr_mail_ride_along_request_subject = /** @type {(inputs: Mail_Ride_Along_Request_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle demande de journée d'accompagnement`)
};

const it_mail_ride_along_request_subject = /** @type {(inputs: Mail_Ride_Along_Request_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuova richiesta di giornata di affiancamento`)
};

/**
* | output |
* | --- |
* | "New ride-along request" |
*
* @param {Mail_Ride_Along_Request_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_ride_along_request_subject = /** @type {((inputs?: Mail_Ride_Along_Request_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ride_Along_Request_SubjectInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_ride_along_request_subject(inputs)
	if (locale === "fr") return fr_mail_ride_along_request_subject(inputs)
	if (locale === "it") return it_mail_ride_along_request_subject(inputs)
	return en_mail_ride_along_request_subject(inputs)
});