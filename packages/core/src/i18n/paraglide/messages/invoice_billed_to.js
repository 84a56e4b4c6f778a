/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_Billed_ToInputs */

const en_invoice_billed_to = /** @type {(inputs: Invoice_Billed_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billed to`)
};

const de_invoice_billed_to = /** @type {(inputs: Invoice_Billed_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnung an`)
};

const fr_invoice_billed_to = /** @type {(inputs: Invoice_Billed_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturé à`)
};

const it_invoice_billed_to = /** @type {(inputs: Invoice_Billed_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intestata a`)
};

/**
* | output |
* | --- |
* | "Billed to" |
*
* @param {Invoice_Billed_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_billed_to = /** @type {((inputs?: Invoice_Billed_ToInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Billed_ToInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invoice_billed_to(inputs)
	if (locale === "fr") return fr_invoice_billed_to(inputs)
	if (locale === "it") return it_invoice_billed_to(inputs)
	return en_invoice_billed_to(inputs)
});