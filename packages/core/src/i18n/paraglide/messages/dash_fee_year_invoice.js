/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown>, number: NonNullable<unknown> }} Dash_Fee_Year_InvoiceInputs */

const en_dash_fee_year_invoice = /** @type {(inputs: Dash_Fee_Year_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Membership year ${i?.year} · Invoice ${i?.number}`)
};

const de_dash_fee_year_invoice = /** @type {(inputs: Dash_Fee_Year_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitgliedsjahr ${i?.year} · Rechnung ${i?.number}`)
};

const fr_dash_fee_year_invoice = /** @type {(inputs: Dash_Fee_Year_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Année d’adhésion ${i?.year} · Facture ${i?.number}`)
};

const it_dash_fee_year_invoice = /** @type {(inputs: Dash_Fee_Year_InvoiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anno associativo ${i?.year} · Fattura ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Membership year {year} · Invoice {number}" |
*
* @param {Dash_Fee_Year_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_year_invoice = /** @type {((inputs: Dash_Fee_Year_InvoiceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_Year_InvoiceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_year_invoice(inputs)
	if (locale === "fr") return fr_dash_fee_year_invoice(inputs)
	if (locale === "it") return it_dash_fee_year_invoice(inputs)
	return en_dash_fee_year_invoice(inputs)
});