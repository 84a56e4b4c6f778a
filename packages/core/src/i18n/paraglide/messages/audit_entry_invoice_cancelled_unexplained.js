/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, invoice: NonNullable<unknown>, subject: NonNullable<unknown> }} Audit_Entry_Invoice_Cancelled_UnexplainedInputs */

const en_audit_entry_invoice_cancelled_unexplained = /** @type {(inputs: Audit_Entry_Invoice_Cancelled_UnexplainedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} cancelled ${i?.invoice} of ${i?.subject}`)
};

const de_audit_entry_invoice_cancelled_unexplained = /** @type {(inputs: Audit_Entry_Invoice_Cancelled_UnexplainedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat ${i?.invoice} für ${i?.subject} storniert`)
};

const fr_audit_entry_invoice_cancelled_unexplained = /** @type {(inputs: Audit_Entry_Invoice_Cancelled_UnexplainedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a annulé ${i?.invoice} pour ${i?.subject}`)
};

const it_audit_entry_invoice_cancelled_unexplained = /** @type {(inputs: Audit_Entry_Invoice_Cancelled_UnexplainedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha annullato ${i?.invoice} di ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "{actor} cancelled {invoice} of {subject}" |
*
* @param {Audit_Entry_Invoice_Cancelled_UnexplainedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_invoice_cancelled_unexplained = /** @type {((inputs: Audit_Entry_Invoice_Cancelled_UnexplainedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Invoice_Cancelled_UnexplainedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_invoice_cancelled_unexplained(inputs)
	if (locale === "fr") return fr_audit_entry_invoice_cancelled_unexplained(inputs)
	if (locale === "it") return it_audit_entry_invoice_cancelled_unexplained(inputs)
	return en_audit_entry_invoice_cancelled_unexplained(inputs)
});