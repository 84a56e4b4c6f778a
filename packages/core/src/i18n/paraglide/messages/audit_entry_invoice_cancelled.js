/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, invoice: NonNullable<unknown>, subject: NonNullable<unknown>, reason: NonNullable<unknown> }} Audit_Entry_Invoice_CancelledInputs */

const en_audit_entry_invoice_cancelled = /** @type {(inputs: Audit_Entry_Invoice_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} cancelled ${i?.invoice} of ${i?.subject}, giving the reason “${i?.reason}”`)
};

const de_audit_entry_invoice_cancelled = /** @type {(inputs: Audit_Entry_Invoice_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat ${i?.invoice} für ${i?.subject} storniert, mit der Begründung «${i?.reason}»`)
};

const fr_audit_entry_invoice_cancelled = /** @type {(inputs: Audit_Entry_Invoice_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a annulé ${i?.invoice} pour ${i?.subject}, avec le motif « ${i?.reason} »`)
};

const it_audit_entry_invoice_cancelled = /** @type {(inputs: Audit_Entry_Invoice_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha annullato ${i?.invoice} di ${i?.subject}, con il motivo «${i?.reason}»`)
};

/**
* | output |
* | --- |
* | "{actor} cancelled {invoice} of {subject}, giving the reason “{reason}”" |
*
* @param {Audit_Entry_Invoice_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_invoice_cancelled = /** @type {((inputs: Audit_Entry_Invoice_CancelledInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Invoice_CancelledInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_invoice_cancelled(inputs)
	if (locale === "fr") return fr_audit_entry_invoice_cancelled(inputs)
	if (locale === "it") return it_audit_entry_invoice_cancelled(inputs)
	return en_audit_entry_invoice_cancelled(inputs)
});