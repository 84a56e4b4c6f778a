/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Invoice_TitleInputs */

const en_invoice_title = /** @type {(inputs: Invoice_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invoice ${i?.number}`)
};

const de_invoice_title = /** @type {(inputs: Invoice_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rechnung ${i?.number}`)
};

const fr_invoice_title = /** @type {(inputs: Invoice_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Facture ${i?.number}`)
};

const it_invoice_title = /** @type {(inputs: Invoice_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fattura ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Invoice {number}" |
*
* @param {Invoice_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_title = /** @type {((inputs: Invoice_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invoice_title(inputs)
	if (locale === "fr") return fr_invoice_title(inputs)
	if (locale === "it") return it_invoice_title(inputs)
	return en_invoice_title(inputs)
});