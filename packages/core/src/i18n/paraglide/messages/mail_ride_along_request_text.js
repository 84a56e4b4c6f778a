/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown> }} Mail_Ride_Along_Request_TextInputs */

const en_mail_ride_along_request_text = /** @type {(inputs: Mail_Ride_Along_Request_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The member ${i?.who} has asked for a ride-along.`)
};

const de_mail_ride_along_request_text = /** @type {(inputs: Mail_Ride_Along_Request_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Mitglied ${i?.who} hat einen Mitfahrtag angefragt.`)
};

const fr_mail_ride_along_request_text = /** @type {(inputs: Mail_Ride_Along_Request_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le membre ${i?.who} a demandé une journée d'accompagnement.`)
};

const it_mail_ride_along_request_text = /** @type {(inputs: Mail_Ride_Along_Request_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il membro ${i?.who} ha chiesto una giornata di affiancamento.`)
};

/**
* | output |
* | --- |
* | "The member {who} has asked for a ride-along." |
*
* @param {Mail_Ride_Along_Request_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_ride_along_request_text = /** @type {((inputs: Mail_Ride_Along_Request_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ride_Along_Request_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_ride_along_request_text(inputs)
	if (locale === "fr") return fr_mail_ride_along_request_text(inputs)
	if (locale === "it") return it_mail_ride_along_request_text(inputs)
	return en_mail_ride_along_request_text(inputs)
});