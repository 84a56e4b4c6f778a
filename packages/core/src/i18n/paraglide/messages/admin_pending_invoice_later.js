/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pending_Invoice_LaterInputs */

const en_admin_pending_invoice_later = /** @type {(inputs: Admin_Pending_Invoice_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invoice for the annual fee is e-mailed once the address is confirmed.`)
};

const de_admin_pending_invoice_later = /** @type {(inputs: Admin_Pending_Invoice_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Rechnung für den Jahresbeitrag wird per E-Mail versandt, sobald die Adresse bestätigt ist.`)
};

const fr_admin_pending_invoice_later = /** @type {(inputs: Admin_Pending_Invoice_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La facture de la cotisation annuelle est envoyée par e-mail dès que l’adresse est confirmée.`)
};

const it_admin_pending_invoice_later = /** @type {(inputs: Admin_Pending_Invoice_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fattura della quota annuale viene inviata per e-mail non appena l’indirizzo è confermato.`)
};

/**
* | output |
* | --- |
* | "The invoice for the annual fee is e-mailed once the address is confirmed." |
*
* @param {Admin_Pending_Invoice_LaterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_pending_invoice_later = /** @type {((inputs?: Admin_Pending_Invoice_LaterInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pending_Invoice_LaterInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_pending_invoice_later(inputs)
	if (locale === "fr") return fr_admin_pending_invoice_later(inputs)
	if (locale === "it") return it_admin_pending_invoice_later(inputs)
	return en_admin_pending_invoice_later(inputs)
});