/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Dash_Fee_Pdf_OfInputs */

const en_dash_fee_pdf_of = /** @type {(inputs: Dash_Fee_Pdf_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: invoice ${i?.number}`)
};

const de_dash_fee_pdf_of = /** @type {(inputs: Dash_Fee_Pdf_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: Rechnung ${i?.number}`)
};

const fr_dash_fee_pdf_of = /** @type {(inputs: Dash_Fee_Pdf_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` : facture ${i?.number}`)
};

const it_dash_fee_pdf_of = /** @type {(inputs: Dash_Fee_Pdf_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`: fattura ${i?.number}`)
};

/**
* | output |
* | --- |
* | ": invoice {number}" |
*
* @param {Dash_Fee_Pdf_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_pdf_of = /** @type {((inputs: Dash_Fee_Pdf_OfInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_Pdf_OfInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_pdf_of(inputs)
	if (locale === "fr") return fr_dash_fee_pdf_of(inputs)
	if (locale === "it") return it_dash_fee_pdf_of(inputs)
	return en_dash_fee_pdf_of(inputs)
});