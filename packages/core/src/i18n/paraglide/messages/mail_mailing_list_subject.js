/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Mailing_List_SubjectInputs */

const en_mail_mailing_list_subject = /** @type {(inputs: Mail_Mailing_List_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm your subscription`)
};

const de_mail_mailing_list_subject = /** @type {(inputs: Mail_Mailing_List_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte bestätigen Sie Ihr Abonnement`)
};

const fr_mail_mailing_list_subject = /** @type {(inputs: Mail_Mailing_List_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez confirmer votre abonnement`)
};

const it_mail_mailing_list_subject = /** @type {(inputs: Mail_Mailing_List_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confermi la Sua iscrizione`)
};

/**
* | output |
* | --- |
* | "Please confirm your subscription" |
*
* @param {Mail_Mailing_List_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_mailing_list_subject = /** @type {((inputs?: Mail_Mailing_List_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Mailing_List_SubjectInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_mailing_list_subject(inputs)
	if (locale === "fr") return fr_mail_mailing_list_subject(inputs)
	if (locale === "it") return it_mail_mailing_list_subject(inputs)
	return en_mail_mailing_list_subject(inputs)
});