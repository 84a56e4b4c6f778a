/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, year: NonNullable<unknown>, amount: NonNullable<unknown>, state: NonNullable<unknown> }} Dash_Resign_Invoice_RowInputs */

const en_dash_resign_invoice_row = /** @type {(inputs: Dash_Resign_Invoice_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invoice ${i?.number} (${i?.year}): ${i?.amount}, ${i?.state}`)
};

const de_dash_resign_invoice_row = /** @type {(inputs: Dash_Resign_Invoice_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rechnung ${i?.number} (${i?.year}): ${i?.amount}, ${i?.state}`)
};

const fr_dash_resign_invoice_row = /** @type {(inputs: Dash_Resign_Invoice_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Facture ${i?.number} (${i?.year}) : ${i?.amount}, ${i?.state}`)
};

const it_dash_resign_invoice_row = /** @type {(inputs: Dash_Resign_Invoice_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fattura ${i?.number} (${i?.year}): ${i?.amount}, ${i?.state}`)
};

/**
* | output |
* | --- |
* | "Invoice {number} ({year}): {amount}, {state}" |
*
* @param {Dash_Resign_Invoice_RowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_invoice_row = /** @type {((inputs: Dash_Resign_Invoice_RowInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Invoice_RowInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_invoice_row(inputs)
	if (locale === "fr") return fr_dash_resign_invoice_row(inputs)
	if (locale === "it") return it_dash_resign_invoice_row(inputs)
	return en_dash_resign_invoice_row(inputs)
});