/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Fees_Invoices_YearInputs */

const en_fees_invoices_year = /** @type {(inputs: Fees_Invoices_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invoices ${i?.year}`)
};

const de_fees_invoices_year = /** @type {(inputs: Fees_Invoices_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rechnungen ${i?.year}`)
};

const fr_fees_invoices_year = /** @type {(inputs: Fees_Invoices_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Factures ${i?.year}`)
};

const it_fees_invoices_year = /** @type {(inputs: Fees_Invoices_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fatture ${i?.year}`)
};

/**
* | output |
* | --- |
* | "Invoices {year}" |
*
* @param {Fees_Invoices_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_invoices_year = /** @type {((inputs: Fees_Invoices_YearInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Invoices_YearInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_invoices_year(inputs)
	if (locale === "fr") return fr_fees_invoices_year(inputs)
	if (locale === "it") return it_fees_invoices_year(inputs)
	return en_fees_invoices_year(inputs)
});