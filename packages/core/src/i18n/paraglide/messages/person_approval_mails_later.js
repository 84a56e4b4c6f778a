/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Approval_Mails_LaterInputs */

const en_person_approval_mails_later = /** @type {(inputs: Person_Approval_Mails_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They get the e-mail "Your membership has been approved" and the invoice for the annual fee, which is sent once they confirm their address.`)
};

const de_person_approval_mails_later = /** @type {(inputs: Person_Approval_Mails_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie oder er erhält die Genehmigungs-E-Mail und die Rechnung für den Jahresbeitrag, die versandt wird, sobald die Adresse bestätigt ist.`)
};

const fr_person_approval_mails_later = /** @type {(inputs: Person_Approval_Mails_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La personne reçoit l’e-mail d’approbation et la facture de la cotisation annuelle, envoyée dès qu’elle a confirmé son adresse.`)
};

const it_person_approval_mails_later = /** @type {(inputs: Person_Approval_Mails_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La persona riceve l’e-mail di approvazione e la fattura della quota annuale, inviata non appena conferma l’indirizzo.`)
};

/**
* | output |
* | --- |
* | "They get the e-mail \"Your membership has been approved\" and the invoice for the annual fee, which is sent once they confirm their address." |
*
* @param {Person_Approval_Mails_LaterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_approval_mails_later = /** @type {((inputs?: Person_Approval_Mails_LaterInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Approval_Mails_LaterInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_approval_mails_later(inputs)
	if (locale === "fr") return fr_person_approval_mails_later(inputs)
	if (locale === "it") return it_person_approval_mails_later(inputs)
	return en_person_approval_mails_later(inputs)
});