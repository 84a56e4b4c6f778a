/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Approval_MailsInputs */

const en_person_approval_mails = /** @type {(inputs: Person_Approval_MailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They get the e-mail "Your membership has been approved" and the invoice for the annual fee.`)
};

const de_person_approval_mails = /** @type {(inputs: Person_Approval_MailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie oder er erhält die Genehmigungs-E-Mail und die Rechnung für den Jahresbeitrag.`)
};

const fr_person_approval_mails = /** @type {(inputs: Person_Approval_MailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La personne reçoit l’e-mail d’approbation et la facture de la cotisation annuelle.`)
};

const it_person_approval_mails = /** @type {(inputs: Person_Approval_MailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La persona riceve l’e-mail di approvazione e la fattura della quota annuale.`)
};

/**
* | output |
* | --- |
* | "They get the e-mail \"Your membership has been approved\" and the invoice for the annual fee." |
*
* @param {Person_Approval_MailsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_approval_mails = /** @type {((inputs?: Person_Approval_MailsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Approval_MailsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_approval_mails(inputs)
	if (locale === "fr") return fr_person_approval_mails(inputs)
	if (locale === "it") return it_person_approval_mails(inputs)
	return en_person_approval_mails(inputs)
});