/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Email_ConfirmedInputs */

const en_auth_email_confirmed = /** @type {(inputs: Auth_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Confirmed!`)
};

const de_auth_email_confirmed = /** @type {(inputs: Auth_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail bestätigt!`)
};

const fr_auth_email_confirmed = /** @type {(inputs: Auth_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail confirmé !`)
};

const it_auth_email_confirmed = /** @type {(inputs: Auth_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail confermata!`)
};

/**
* | output |
* | --- |
* | "Email Confirmed!" |
*
* @param {Auth_Email_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_email_confirmed = /** @type {((inputs?: Auth_Email_ConfirmedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_ConfirmedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_email_confirmed(inputs)
	if (locale === "fr") return fr_auth_email_confirmed(inputs)
	if (locale === "it") return it_auth_email_confirmed(inputs)
	return en_auth_email_confirmed(inputs)
});