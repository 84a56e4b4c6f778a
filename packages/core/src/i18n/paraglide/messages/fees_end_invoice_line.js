/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, year: NonNullable<unknown>, amount: NonNullable<unknown>, state: NonNullable<unknown> }} Fees_End_Invoice_LineInputs */

const en_fees_end_invoice_line = /** @type {(inputs: Fees_End_Invoice_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number} (${i?.year}): ${i?.amount} open, ${i?.state}`)
};

const de_fees_end_invoice_line = /** @type {(inputs: Fees_End_Invoice_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number} (${i?.year}): ${i?.amount} offen, ${i?.state}`)
};

const fr_fees_end_invoice_line = /** @type {(inputs: Fees_End_Invoice_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number} (${i?.year}) : ${i?.amount} ouverts, ${i?.state}`)
};

const it_fees_end_invoice_line = /** @type {(inputs: Fees_End_Invoice_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number} (${i?.year}): ${i?.amount} aperti, ${i?.state}`)
};

/**
* | output |
* | --- |
* | "{number} ({year}): {amount} open, {state}" |
*
* @param {Fees_End_Invoice_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_end_invoice_line = /** @type {((inputs: Fees_End_Invoice_LineInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_End_Invoice_LineInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_end_invoice_line(inputs)
	if (locale === "fr") return fr_fees_end_invoice_line(inputs)
	if (locale === "it") return it_fees_end_invoice_line(inputs)
	return en_fees_end_invoice_line(inputs)
});