/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Mail_Confirmation_InvoiceInputs */

const en_mail_confirmation_invoice = /** @type {(inputs: Mail_Confirmation_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We will send you the invoice for the annual fee within ${i?.days} days.`)
};

const de_mail_confirmation_invoice = /** @type {(inputs: Mail_Confirmation_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Rechnung für den Jahresbeitrag senden wir Ihnen innerhalb von ${i?.days} Tagen.`)
};

const fr_mail_confirmation_invoice = /** @type {(inputs: Mail_Confirmation_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous vous enverrons la facture de la cotisation annuelle dans les ${i?.days} jours.`)
};

const it_mail_confirmation_invoice = /** @type {(inputs: Mail_Confirmation_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le invieremo la fattura della quota annuale entro ${i?.days} giorni.`)
};

/**
* | output |
* | --- |
* | "We will send you the invoice for the annual fee within {days} days." |
*
* @param {Mail_Confirmation_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_confirmation_invoice = /** @type {((inputs: Mail_Confirmation_InvoiceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirmation_InvoiceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_confirmation_invoice(inputs)
	if (locale === "fr") return fr_mail_confirmation_invoice(inputs)
	if (locale === "it") return it_mail_confirmation_invoice(inputs)
	return en_mail_confirmation_invoice(inputs)
});