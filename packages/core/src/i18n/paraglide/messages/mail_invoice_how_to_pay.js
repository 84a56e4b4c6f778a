/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ iban: NonNullable<unknown>, reference: NonNullable<unknown> }} Mail_Invoice_How_To_PayInputs */

const en_mail_invoice_how_to_pay = /** @type {(inputs: Mail_Invoice_How_To_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`How to pay: scan the QR code on the attached invoice (PDF) with your banking app, or enter the account ${i?.iban} and the reference ${i?.reference} by hand.`)
};

const de_mail_invoice_how_to_pay = /** @type {(inputs: Mail_Invoice_How_To_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`So bezahlen Sie: Scannen Sie den QR-Code auf der angehängten Rechnung (PDF) mit Ihrer Banking-App, oder geben Sie das Konto ${i?.iban} und die Referenz ${i?.reference} von Hand ein.`)
};

const fr_mail_invoice_how_to_pay = /** @type {(inputs: Mail_Invoice_How_To_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour payer : scannez le code QR de la facture jointe (PDF) avec votre application bancaire, ou saisissez à la main le compte ${i?.iban} et la référence ${i?.reference}.`)
};

const it_mail_invoice_how_to_pay = /** @type {(inputs: Mail_Invoice_How_To_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Come pagare: scansioni il codice QR sulla fattura allegata (PDF) con la Sua app bancaria, oppure inserisca a mano il conto ${i?.iban} e il riferimento ${i?.reference}.`)
};

/**
* | output |
* | --- |
* | "How to pay: scan the QR code on the attached invoice (PDF) with your banking app, or enter the account {iban} and the reference {reference} by hand." |
*
* @param {Mail_Invoice_How_To_PayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_invoice_how_to_pay = /** @type {((inputs: Mail_Invoice_How_To_PayInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invoice_How_To_PayInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_invoice_how_to_pay(inputs)
	if (locale === "fr") return fr_mail_invoice_how_to_pay(inputs)
	if (locale === "it") return it_mail_invoice_how_to_pay(inputs)
	return en_mail_invoice_how_to_pay(inputs)
});