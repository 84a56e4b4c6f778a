/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Invoice_CancelledInputs */

const en_audit_label_invoice_cancelled = /** @type {(inputs: Audit_Label_Invoice_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice cancelled`)
};

const de_audit_label_invoice_cancelled = /** @type {(inputs: Audit_Label_Invoice_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnung storniert`)
};

const fr_audit_label_invoice_cancelled = /** @type {(inputs: Audit_Label_Invoice_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facture annulée`)
};

const it_audit_label_invoice_cancelled = /** @type {(inputs: Audit_Label_Invoice_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fattura annullata`)
};

/**
* | output |
* | --- |
* | "Invoice cancelled" |
*
* @param {Audit_Label_Invoice_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_invoice_cancelled = /** @type {((inputs?: Audit_Label_Invoice_CancelledInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Invoice_CancelledInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_invoice_cancelled(inputs)
	if (locale === "fr") return fr_audit_label_invoice_cancelled(inputs)
	if (locale === "it") return it_audit_label_invoice_cancelled(inputs)
	return en_audit_label_invoice_cancelled(inputs)
});