/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pending_Invoice_SentInputs */

const en_admin_pending_invoice_sent = /** @type {(inputs: Admin_Pending_Invoice_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invoice for the annual fee has been e-mailed.`)
};

const de_admin_pending_invoice_sent = /** @type {(inputs: Admin_Pending_Invoice_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Rechnung für den Jahresbeitrag wurde per E-Mail versandt.`)
};

const fr_admin_pending_invoice_sent = /** @type {(inputs: Admin_Pending_Invoice_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La facture de la cotisation annuelle a été envoyée par e-mail.`)
};

const it_admin_pending_invoice_sent = /** @type {(inputs: Admin_Pending_Invoice_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fattura della quota annuale è stata inviata per e-mail.`)
};

/**
* | output |
* | --- |
* | "The invoice for the annual fee has been e-mailed." |
*
* @param {Admin_Pending_Invoice_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_pending_invoice_sent = /** @type {((inputs?: Admin_Pending_Invoice_SentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pending_Invoice_SentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_pending_invoice_sent(inputs)
	if (locale === "fr") return fr_admin_pending_invoice_sent(inputs)
	if (locale === "it") return it_admin_pending_invoice_sent(inputs)
	return en_admin_pending_invoice_sent(inputs)
});