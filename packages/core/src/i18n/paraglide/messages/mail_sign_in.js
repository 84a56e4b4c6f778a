/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Sign_InInputs */

const en_mail_sign_in = /** @type {(inputs: Mail_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

const de_mail_sign_in = /** @type {(inputs: Mail_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

const fr_mail_sign_in = /** @type {(inputs: Mail_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

const it_mail_sign_in = /** @type {(inputs: Mail_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accedere`)
};

/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Mail_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_sign_in = /** @type {((inputs?: Mail_Sign_InInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Sign_InInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_sign_in(inputs)
	if (locale === "fr") return fr_mail_sign_in(inputs)
	if (locale === "it") return it_mail_sign_in(inputs)
	return en_mail_sign_in(inputs)
});