/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_Sent_TextInputs */

const en_auth_reset_sent_text = /** @type {(inputs: Auth_Reset_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If an account exists for this address, you will receive a link to set a new password. It works for one hour.`)
};

const de_auth_reset_sent_text = /** @type {(inputs: Auth_Reset_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falls für diese Adresse ein Konto besteht, erhalten Sie einen Link, um ein neues Passwort festzulegen. Er ist eine Stunde gültig.`)
};

const fr_auth_reset_sent_text = /** @type {(inputs: Auth_Reset_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si un compte existe pour cette adresse, vous recevrez un lien pour définir un nouveau mot de passe. Il est valable une heure.`)
};

const it_auth_reset_sent_text = /** @type {(inputs: Auth_Reset_Sent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se esiste un account per questo indirizzo, riceverà un link per impostare una nuova password. È valido per un’ora.`)
};

/**
* | output |
* | --- |
* | "If an account exists for this address, you will receive a link to set a new password. It works for one hour." |
*
* @param {Auth_Reset_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_reset_sent_text = /** @type {((inputs?: Auth_Reset_Sent_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_Sent_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_reset_sent_text(inputs)
	if (locale === "fr") return fr_auth_reset_sent_text(inputs)
	if (locale === "it") return it_auth_reset_sent_text(inputs)
	return en_auth_reset_sent_text(inputs)
});