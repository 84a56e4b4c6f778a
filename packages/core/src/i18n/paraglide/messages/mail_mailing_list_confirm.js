/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Mail_Mailing_List_ConfirmInputs */

const en_mail_mailing_list_confirm = /** @type {(inputs: Mail_Mailing_List_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please confirm your subscription. The link works for ${i?.days} days.`)
};

const de_mail_mailing_list_confirm = /** @type {(inputs: Mail_Mailing_List_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte bestätigen Sie Ihr Abonnement. Der Link ist ${i?.days} Tage lang gültig.`)
};

const fr_mail_mailing_list_confirm = /** @type {(inputs: Mail_Mailing_List_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veuillez confirmer votre abonnement. Le lien est valable ${i?.days} jours.`)
};

const it_mail_mailing_list_confirm = /** @type {(inputs: Mail_Mailing_List_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confermi la Sua iscrizione. Il link è valido per ${i?.days} giorni.`)
};

/**
* | output |
* | --- |
* | "Please confirm your subscription. The link works for {days} days." |
*
* @param {Mail_Mailing_List_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_mailing_list_confirm = /** @type {((inputs: Mail_Mailing_List_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Mailing_List_ConfirmInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_mailing_list_confirm(inputs)
	if (locale === "fr") return fr_mail_mailing_list_confirm(inputs)
	if (locale === "it") return it_mail_mailing_list_confirm(inputs)
	return en_mail_mailing_list_confirm(inputs)
});