/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_An_InvoiceInputs */

const en_audit_an_invoice = /** @type {(inputs: Audit_An_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an invoice`)
};

const de_audit_an_invoice = /** @type {(inputs: Audit_An_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eine Rechnung`)
};

const fr_audit_an_invoice = /** @type {(inputs: Audit_An_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`une facture`)
};

const it_audit_an_invoice = /** @type {(inputs: Audit_An_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`una fattura`)
};

/**
* | output |
* | --- |
* | "an invoice" |
*
* @param {Audit_An_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_an_invoice = /** @type {((inputs?: Audit_An_InvoiceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_An_InvoiceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_an_invoice(inputs)
	if (locale === "fr") return fr_audit_an_invoice(inputs)
	if (locale === "it") return it_audit_an_invoice(inputs)
	return en_audit_an_invoice(inputs)
});