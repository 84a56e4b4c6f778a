/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Fees_Pdf_OfInputs */

const en_fees_pdf_of = /** @type {(inputs: Fees_Pdf_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` of invoice ${i?.number}`)
};

const de_fees_pdf_of = /** @type {(inputs: Fees_Pdf_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` der Rechnung ${i?.number}`)
};

const fr_fees_pdf_of = /** @type {(inputs: Fees_Pdf_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` de la facture ${i?.number}`)
};

const it_fees_pdf_of = /** @type {(inputs: Fees_Pdf_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` della fattura ${i?.number}`)
};

/**
* | output |
* | --- |
* | "of invoice {number}" |
*
* @param {Fees_Pdf_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_pdf_of = /** @type {((inputs: Fees_Pdf_OfInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Pdf_OfInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_pdf_of(inputs)
	if (locale === "fr") return fr_fees_pdf_of(inputs)
	if (locale === "it") return it_fees_pdf_of(inputs)
	return en_fees_pdf_of(inputs)
});