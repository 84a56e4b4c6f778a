/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Confirmation_SentInputs */

const en_auth_confirmation_sent = /** @type {(inputs: Auth_Confirmation_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation e-mail sent`)
};

const de_auth_confirmation_sent = /** @type {(inputs: Auth_Confirmation_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungs-E-Mail gesendet`)
};

const fr_auth_confirmation_sent = /** @type {(inputs: Auth_Confirmation_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail de confirmation envoyé`)
};

const it_auth_confirmation_sent = /** @type {(inputs: Auth_Confirmation_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail di conferma inviata`)
};

/**
* | output |
* | --- |
* | "Confirmation e-mail sent" |
*
* @param {Auth_Confirmation_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_confirmation_sent = /** @type {((inputs?: Auth_Confirmation_SentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirmation_SentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_confirmation_sent(inputs)
	if (locale === "fr") return fr_auth_confirmation_sent(inputs)
	if (locale === "it") return it_auth_confirmation_sent(inputs)
	return en_auth_confirmation_sent(inputs)
});