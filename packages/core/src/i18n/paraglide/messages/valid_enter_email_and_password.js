/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Enter_Email_And_PasswordInputs */

const en_valid_enter_email_and_password = /** @type {(inputs: Valid_Enter_Email_And_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your email address and password`)
};

const de_valid_enter_email_and_password = /** @type {(inputs: Valid_Enter_Email_And_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein`)
};

const fr_valid_enter_email_and_password = /** @type {(inputs: Valid_Enter_Email_And_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir votre adresse e-mail et votre mot de passe`)
};

const it_valid_enter_email_and_password = /** @type {(inputs: Valid_Enter_Email_And_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisca il Suo indirizzo e-mail e la Sua password`)
};

/**
* | output |
* | --- |
* | "Please enter your email address and password" |
*
* @param {Valid_Enter_Email_And_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_enter_email_and_password = /** @type {((inputs?: Valid_Enter_Email_And_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Enter_Email_And_PasswordInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_enter_email_and_password(inputs)
	if (locale === "fr") return fr_valid_enter_email_and_password(inputs)
	if (locale === "it") return it_valid_enter_email_and_password(inputs)
	return en_valid_enter_email_and_password(inputs)
});