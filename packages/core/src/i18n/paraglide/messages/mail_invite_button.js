/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Invite_ButtonInputs */

const en_mail_invite_button = /** @type {(inputs: Mail_Invite_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a password`)
};

const de_mail_invite_button = /** @type {(inputs: Mail_Invite_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort wählen`)
};

const fr_mail_invite_button = /** @type {(inputs: Mail_Invite_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un mot de passe`)
};

const it_mail_invite_button = /** @type {(inputs: Mail_Invite_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegliere una password`)
};

/**
* | output |
* | --- |
* | "Choose a password" |
*
* @param {Mail_Invite_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_invite_button = /** @type {((inputs?: Mail_Invite_ButtonInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invite_ButtonInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_invite_button(inputs)
	if (locale === "fr") return fr_mail_invite_button(inputs)
	if (locale === "it") return it_mail_invite_button(inputs)
	return en_mail_invite_button(inputs)
});