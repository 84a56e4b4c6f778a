/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Invite_ExpiredInputs */

const en_mail_invite_expired = /** @type {(inputs: Mail_Invite_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If the link has expired, choose Forgot Password on the login page and enter this e-mail address.`)
};

const de_mail_invite_expired = /** @type {(inputs: Mail_Invite_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ist der Link abgelaufen, wählen Sie auf der Anmeldeseite «Passwort vergessen» und geben Sie diese E-Mail-Adresse ein.`)
};

const fr_mail_invite_expired = /** @type {(inputs: Mail_Invite_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si le lien a expiré, choisissez « Mot de passe oublié » sur la page de connexion et saisissez cette adresse e-mail.`)
};

const it_mail_invite_expired = /** @type {(inputs: Mail_Invite_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se il link è scaduto, scelga «Password dimenticata» nella pagina di accesso e inserisca questo indirizzo e-mail.`)
};

/**
* | output |
* | --- |
* | "If the link has expired, choose Forgot Password on the login page and enter this e-mail address." |
*
* @param {Mail_Invite_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_invite_expired = /** @type {((inputs?: Mail_Invite_ExpiredInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invite_ExpiredInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_invite_expired(inputs)
	if (locale === "fr") return fr_mail_invite_expired(inputs)
	if (locale === "it") return it_mail_invite_expired(inputs)
	return en_mail_invite_expired(inputs)
});