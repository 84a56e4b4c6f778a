/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Approved_InvoiceInputs */

const en_mail_approved_invoice = /** @type {(inputs: Mail_Approved_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invoice for the annual fee comes in a separate e-mail, right away, or as soon as you confirm your e-mail address if you have not done so yet.`)
};

const de_mail_approved_invoice = /** @type {(inputs: Mail_Approved_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Rechnung für den Jahresbeitrag erhalten Sie in einer separaten E-Mail, sofort oder, falls Sie Ihre E-Mail-Adresse noch nicht bestätigt haben, sobald Sie das tun.`)
};

const fr_mail_approved_invoice = /** @type {(inputs: Mail_Approved_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La facture de la cotisation annuelle arrive dans un e-mail séparé, tout de suite, ou dès que vous aurez confirmé votre adresse e-mail si vous ne l'avez pas encore fait.`)
};

const it_mail_approved_invoice = /** @type {(inputs: Mail_Approved_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fattura della quota annuale arriva in un'e-mail separata, subito, oppure non appena avrà confermato il Suo indirizzo e-mail, se non l'ha ancora fatto.`)
};

/**
* | output |
* | --- |
* | "The invoice for the annual fee comes in a separate e-mail, right away, or as soon as you confirm your e-mail address if you have not done so yet." |
*
* @param {Mail_Approved_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_approved_invoice = /** @type {((inputs?: Mail_Approved_InvoiceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Approved_InvoiceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_approved_invoice(inputs)
	if (locale === "fr") return fr_mail_approved_invoice(inputs)
	if (locale === "it") return it_mail_approved_invoice(inputs)
	return en_mail_approved_invoice(inputs)
});