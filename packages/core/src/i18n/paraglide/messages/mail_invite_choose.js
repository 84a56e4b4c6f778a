/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Invite_ChooseInputs */

const en_mail_invite_choose = /** @type {(inputs: Mail_Invite_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a password to sign in. The link works for 7 days and only once.`)
};

const de_mail_invite_choose = /** @type {(inputs: Mail_Invite_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wählen Sie ein Passwort, um sich anzumelden. Der Link ist 7 Tage lang und nur einmal gültig.`)
};

const fr_mail_invite_choose = /** @type {(inputs: Mail_Invite_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir un mot de passe pour vous connecter. Le lien est valable 7 jours et une seule fois.`)
};

const it_mail_invite_choose = /** @type {(inputs: Mail_Invite_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scelga una password per accedere. Il link è valido per 7 giorni e una sola volta.`)
};

/**
* | output |
* | --- |
* | "Please choose a password to sign in. The link works for 7 days and only once." |
*
* @param {Mail_Invite_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_invite_choose = /** @type {((inputs?: Mail_Invite_ChooseInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invite_ChooseInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_invite_choose(inputs)
	if (locale === "fr") return fr_mail_invite_choose(inputs)
	if (locale === "it") return it_mail_invite_choose(inputs)
	return en_mail_invite_choose(inputs)
});