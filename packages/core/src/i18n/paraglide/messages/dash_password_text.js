/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Password_TextInputs */

const en_dash_password_text = /** @type {(inputs: Dash_Password_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password for your account. Your other sessions are signed out when it changes.`)
};

const de_dash_password_text = /** @type {(inputs: Dash_Password_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie ein neues Passwort für Ihr Konto. Ihre anderen Sitzungen werden bei der Änderung abgemeldet.`)
};

const fr_dash_password_text = /** @type {(inputs: Dash_Password_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un nouveau mot de passe pour votre compte. Vos autres sessions sont déconnectées lorsqu’il change.`)
};

const it_dash_password_text = /** @type {(inputs: Dash_Password_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scelga una nuova password per il Suo account. Le Sue altre sessioni vengono disconnesse quando cambia.`)
};

/**
* | output |
* | --- |
* | "Choose a new password for your account. Your other sessions are signed out when it changes." |
*
* @param {Dash_Password_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_password_text = /** @type {((inputs?: Dash_Password_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Password_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_password_text(inputs)
	if (locale === "fr") return fr_dash_password_text(inputs)
	if (locale === "it") return it_dash_password_text(inputs)
	return en_dash_password_text(inputs)
});