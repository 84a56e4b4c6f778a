/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Audit_InvoiceInputs */

const en_audit_invoice = /** @type {(inputs: Audit_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`invoice ${i?.number}`)
};

const de_audit_invoice = /** @type {(inputs: Audit_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rechnung ${i?.number}`)
};

const fr_audit_invoice = /** @type {(inputs: Audit_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la facture ${i?.number}`)
};

const it_audit_invoice = /** @type {(inputs: Audit_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la fattura ${i?.number}`)
};

/**
* | output |
* | --- |
* | "invoice {number}" |
*
* @param {Audit_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_invoice = /** @type {((inputs: Audit_InvoiceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_InvoiceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_invoice(inputs)
	if (locale === "fr") return fr_audit_invoice(inputs)
	if (locale === "it") return it_audit_invoice(inputs)
	return en_audit_invoice(inputs)
});