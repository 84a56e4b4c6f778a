/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Already_Registered_ForgotInputs */

const en_mail_already_registered_forgot = /** @type {(inputs: Mail_Already_Registered_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot your password? Choose Forgot Password on the login page to set a new one.`)
};

const de_mail_already_registered_forgot = /** @type {(inputs: Mail_Already_Registered_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort vergessen? Wählen Sie auf der Anmeldeseite «Passwort vergessen», um ein neues festzulegen.`)
};

const fr_mail_already_registered_forgot = /** @type {(inputs: Mail_Already_Registered_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié ? Choisissez « Mot de passe oublié » sur la page de connexion pour en définir un nouveau.`)
};

const it_mail_already_registered_forgot = /** @type {(inputs: Mail_Already_Registered_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ha dimenticato la password? Scelga «Password dimenticata» nella pagina di accesso per impostarne una nuova.`)
};

/**
* | output |
* | --- |
* | "Forgot your password? Choose Forgot Password on the login page to set a new one." |
*
* @param {Mail_Already_Registered_ForgotInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_already_registered_forgot = /** @type {((inputs?: Mail_Already_Registered_ForgotInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Already_Registered_ForgotInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_already_registered_forgot(inputs)
	if (locale === "fr") return fr_mail_already_registered_forgot(inputs)
	if (locale === "it") return it_mail_already_registered_forgot(inputs)
	return en_mail_already_registered_forgot(inputs)
});