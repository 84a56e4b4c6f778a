/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ associationName: NonNullable<unknown> }} Mail_Mailing_List_AskedInputs */

const en_mail_mailing_list_asked = /** @type {(inputs: Mail_Mailing_List_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone, probably you, asked to receive the news of the ${i?.associationName} at this e-mail address.`)
};

const de_mail_mailing_list_asked = /** @type {(inputs: Mail_Mailing_List_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jemand, wahrscheinlich Sie, möchte die Neuigkeiten der ${i?.associationName} an diese E-Mail-Adresse erhalten.`)
};

const fr_mail_mailing_list_asked = /** @type {(inputs: Mail_Mailing_List_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu'un, probablement vous, a demandé à recevoir les nouvelles de la ${i?.associationName} à cette adresse e-mail.`)
};

const it_mail_mailing_list_asked = /** @type {(inputs: Mail_Mailing_List_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Qualcuno, probabilmente Lei, ha chiesto di ricevere le notizie della ${i?.associationName} a questo indirizzo e-mail.`)
};

/**
* | output |
* | --- |
* | "Someone, probably you, asked to receive the news of the {associationName} at this e-mail address." |
*
* @param {Mail_Mailing_List_AskedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_mailing_list_asked = /** @type {((inputs: Mail_Mailing_List_AskedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Mailing_List_AskedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_mailing_list_asked(inputs)
	if (locale === "fr") return fr_mail_mailing_list_asked(inputs)
	if (locale === "it") return it_mail_mailing_list_asked(inputs)
	return en_mail_mailing_list_asked(inputs)
});