/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_All_InvoicesInputs */

const en_fees_all_invoices = /** @type {(inputs: Fees_All_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All invoices`)
};

const de_fees_all_invoices = /** @type {(inputs: Fees_All_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Rechnungen`)
};

const fr_fees_all_invoices = /** @type {(inputs: Fees_All_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les factures`)
};

const it_fees_all_invoices = /** @type {(inputs: Fees_All_InvoicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutte le fatture`)
};

/**
* | output |
* | --- |
* | "All invoices" |
*
* @param {Fees_All_InvoicesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_all_invoices = /** @type {((inputs?: Fees_All_InvoicesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_All_InvoicesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_all_invoices(inputs)
	if (locale === "fr") return fr_fees_all_invoices(inputs)
	if (locale === "it") return it_fees_all_invoices(inputs)
	return en_fees_all_invoices(inputs)
});