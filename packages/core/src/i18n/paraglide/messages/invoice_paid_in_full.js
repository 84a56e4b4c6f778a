/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_Paid_In_FullInputs */

const en_invoice_paid_in_full = /** @type {(inputs: Invoice_Paid_In_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid in full. Thank you.`)
};

const de_invoice_paid_in_full = /** @type {(inputs: Invoice_Paid_In_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vollständig bezahlt. Vielen Dank.`)
};

const fr_invoice_paid_in_full = /** @type {(inputs: Invoice_Paid_In_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entièrement payée. Merci.`)
};

const it_invoice_paid_in_full = /** @type {(inputs: Invoice_Paid_In_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagata per intero. Grazie.`)
};

/**
* | output |
* | --- |
* | "Paid in full. Thank you." |
*
* @param {Invoice_Paid_In_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_paid_in_full = /** @type {((inputs?: Invoice_Paid_In_FullInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Paid_In_FullInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invoice_paid_in_full(inputs)
	if (locale === "fr") return fr_invoice_paid_in_full(inputs)
	if (locale === "it") return it_invoice_paid_in_full(inputs)
	return en_invoice_paid_in_full(inputs)
});