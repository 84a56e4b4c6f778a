/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Ride_Along_Request_ReplyInputs */

const en_mail_ride_along_request_reply = /** @type {(inputs: Mail_Ride_Along_Request_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply to this e-mail to answer the member. The request is listed in the admin dashboard under Ride-alongs, where you can mark it done.`)
};

const de_mail_ride_along_request_reply = /** @type {(inputs: Mail_Ride_Along_Request_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antworten Sie auf diese E-Mail, um dem Mitglied zu antworten. Die Anfrage steht im Admin-Dashboard unter «Mitfahrten», wo Sie sie als erledigt markieren können.`)
};

const fr_mail_ride_along_request_reply = /** @type {(inputs: Mail_Ride_Along_Request_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répondez à cet e-mail pour répondre au membre. La demande figure dans le tableau de bord d'administration sous « Stages d’observation », où vous pouvez la marquer comme traitée.`)
};

const it_mail_ride_along_request_reply = /** @type {(inputs: Mail_Ride_Along_Request_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risponda a questa e-mail per rispondere al membro. La richiesta è elencata nella dashboard di amministrazione sotto «Uscite in ambulanza», dove può segnarla come evasa.`)
};

/**
* | output |
* | --- |
* | "Reply to this e-mail to answer the member. The request is listed in the admin dashboard under Ride-alongs, where you can mark it done." |
*
* @param {Mail_Ride_Along_Request_ReplyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_ride_along_request_reply = /** @type {((inputs?: Mail_Ride_Along_Request_ReplyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ride_Along_Request_ReplyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_ride_along_request_reply(inputs)
	if (locale === "fr") return fr_mail_ride_along_request_reply(inputs)
	if (locale === "it") return it_mail_ride_along_request_reply(inputs)
	return en_mail_ride_along_request_reply(inputs)
});