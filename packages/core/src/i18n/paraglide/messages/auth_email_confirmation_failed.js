/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Email_Confirmation_FailedInputs */

const en_auth_email_confirmation_failed = /** @type {(inputs: Auth_Email_Confirmation_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Confirmation Failed`)
};

const de_auth_email_confirmation_failed = /** @type {(inputs: Auth_Email_Confirmation_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Bestätigung fehlgeschlagen`)
};

const fr_auth_email_confirmation_failed = /** @type {(inputs: Auth_Email_Confirmation_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la confirmation de l’e-mail`)
};

const it_auth_email_confirmation_failed = /** @type {(inputs: Auth_Email_Confirmation_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conferma dell’e-mail non riuscita`)
};

/**
* | output |
* | --- |
* | "Email Confirmation Failed" |
*
* @param {Auth_Email_Confirmation_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_email_confirmation_failed = /** @type {((inputs?: Auth_Email_Confirmation_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_Confirmation_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_email_confirmation_failed(inputs)
	if (locale === "fr") return fr_auth_email_confirmation_failed(inputs)
	if (locale === "it") return it_auth_email_confirmation_failed(inputs)
	return en_auth_email_confirmation_failed(inputs)
});