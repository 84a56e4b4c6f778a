/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, year: NonNullable<unknown> }} Mail_Invoice_SubjectInputs */

const en_mail_invoice_subject = /** @type {(inputs: Mail_Invoice_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invoice ${i?.number}: membership fee ${i?.year}`)
};

const de_mail_invoice_subject = /** @type {(inputs: Mail_Invoice_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rechnung ${i?.number}: Mitgliederbeitrag ${i?.year}`)
};

const fr_mail_invoice_subject = /** @type {(inputs: Mail_Invoice_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Facture ${i?.number} : cotisation ${i?.year}`)
};

const it_mail_invoice_subject = /** @type {(inputs: Mail_Invoice_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fattura ${i?.number}: quota associativa ${i?.year}`)
};

/**
* | output |
* | --- |
* | "Invoice {number}: membership fee {year}" |
*
* @param {Mail_Invoice_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_invoice_subject = /** @type {((inputs: Mail_Invoice_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invoice_SubjectInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_invoice_subject(inputs)
	if (locale === "fr") return fr_mail_invoice_subject(inputs)
	if (locale === "it") return it_mail_invoice_subject(inputs)
	return en_mail_invoice_subject(inputs)
});