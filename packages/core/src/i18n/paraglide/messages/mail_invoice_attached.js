/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, year: NonNullable<unknown>, associationName: NonNullable<unknown>, amount: NonNullable<unknown>, dueOn: NonNullable<unknown> }} Mail_Invoice_AttachedInputs */

const en_mail_invoice_attached = /** @type {(inputs: Mail_Invoice_AttachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please find attached invoice ${i?.number} for your membership fee ${i?.year} of the ${i?.associationName}: ${i?.amount}, due by ${i?.dueOn}.`)
};

const de_mail_invoice_attached = /** @type {(inputs: Mail_Invoice_AttachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Im Anhang finden Sie die Rechnung ${i?.number} für Ihren Mitgliederbeitrag ${i?.year} bei der ${i?.associationName}: ${i?.amount}, zahlbar bis ${i?.dueOn}.`)
};

const fr_mail_invoice_attached = /** @type {(inputs: Mail_Invoice_AttachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous trouverez ci-joint la facture ${i?.number} pour votre cotisation ${i?.year} à la ${i?.associationName} : ${i?.amount}, payable jusqu'au ${i?.dueOn}.`)
};

const it_mail_invoice_attached = /** @type {(inputs: Mail_Invoice_AttachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In allegato trova la fattura ${i?.number} per la Sua quota associativa ${i?.year} della ${i?.associationName}: ${i?.amount}, da pagare entro il ${i?.dueOn}.`)
};

/**
* | output |
* | --- |
* | "Please find attached invoice {number} for your membership fee {year} of the {associationName}: {amount}, due by {dueOn}." |
*
* @param {Mail_Invoice_AttachedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_invoice_attached = /** @type {((inputs: Mail_Invoice_AttachedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invoice_AttachedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_invoice_attached(inputs)
	if (locale === "fr") return fr_mail_invoice_attached(inputs)
	if (locale === "it") return it_mail_invoice_attached(inputs)
	return en_mail_invoice_attached(inputs)
});