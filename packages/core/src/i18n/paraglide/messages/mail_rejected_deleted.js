/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Rejected_DeletedInputs */

const en_mail_rejected_deleted = /** @type {(inputs: Mail_Rejected_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your application and account will be deleted 6 months after this decision. If you have questions, please reply to this e-mail.`)
};

const de_mail_rejected_deleted = /** @type {(inputs: Mail_Rejected_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Antrag und Ihr Konto werden 6 Monate nach diesem Entscheid gelöscht. Bei Fragen antworten Sie bitte auf diese E-Mail.`)
};

const fr_mail_rejected_deleted = /** @type {(inputs: Mail_Rejected_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande et votre compte seront supprimés 6 mois après cette décision. Si vous avez des questions, veuillez répondre à cet e-mail.`)
};

const it_mail_rejected_deleted = /** @type {(inputs: Mail_Rejected_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Sua domanda e il Suo account saranno eliminati 6 mesi dopo questa decisione. Per domande, risponda a questa e-mail.`)
};

/**
* | output |
* | --- |
* | "Your application and account will be deleted 6 months after this decision. If you have questions, please reply to this e-mail." |
*
* @param {Mail_Rejected_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_rejected_deleted = /** @type {((inputs?: Mail_Rejected_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Rejected_DeletedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_rejected_deleted(inputs)
	if (locale === "fr") return fr_mail_rejected_deleted(inputs)
	if (locale === "it") return it_mail_rejected_deleted(inputs)
	return en_mail_rejected_deleted(inputs)
});