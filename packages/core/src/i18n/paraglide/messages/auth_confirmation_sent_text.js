/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Confirmation_Sent_TextInputs */

const en_auth_confirmation_sent_text = /** @type {(inputs: Auth_Confirmation_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please open the link in the e-mail we just sent you. It works for 24 hours.`)
};

const de_auth_confirmation_sent_text = /** @type {(inputs: Auth_Confirmation_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte öffnen Sie den Link in der E-Mail, die wir Ihnen soeben gesendet haben. Er ist 24 Stunden gültig.`)
};

const fr_auth_confirmation_sent_text = /** @type {(inputs: Auth_Confirmation_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez ouvrir le lien de l’e-mail que nous venons de vous envoyer. Il est valable 24 heures.`)
};

const it_auth_confirmation_sent_text = /** @type {(inputs: Auth_Confirmation_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apra il link nell’e-mail che Le abbiamo appena inviato. È valido per 24 ore.`)
};

/**
* | output |
* | --- |
* | "Please open the link in the e-mail we just sent you. It works for 24 hours." |
*
* @param {Auth_Confirmation_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_confirmation_sent_text = /** @type {((inputs?: Auth_Confirmation_Sent_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirmation_Sent_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_confirmation_sent_text(inputs)
	if (locale === "fr") return fr_auth_confirmation_sent_text(inputs)
	if (locale === "it") return it_auth_confirmation_sent_text(inputs)
	return en_auth_confirmation_sent_text(inputs)
});