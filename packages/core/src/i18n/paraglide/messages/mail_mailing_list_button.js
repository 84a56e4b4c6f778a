/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Mailing_List_ButtonInputs */

const en_mail_mailing_list_button = /** @type {(inputs: Mail_Mailing_List_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm subscription`)
};

const de_mail_mailing_list_button = /** @type {(inputs: Mail_Mailing_List_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement bestätigen`)
};

const fr_mail_mailing_list_button = /** @type {(inputs: Mail_Mailing_List_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer l'abonnement`)
};

const it_mail_mailing_list_button = /** @type {(inputs: Mail_Mailing_List_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confermare l'iscrizione`)
};

/**
* | output |
* | --- |
* | "Confirm subscription" |
*
* @param {Mail_Mailing_List_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_mailing_list_button = /** @type {((inputs?: Mail_Mailing_List_ButtonInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Mailing_List_ButtonInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_mailing_list_button(inputs)
	if (locale === "fr") return fr_mail_mailing_list_button(inputs)
	if (locale === "it") return it_mail_mailing_list_button(inputs)
	return en_mail_mailing_list_button(inputs)
});