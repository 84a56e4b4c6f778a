/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_End_Invoices_LabelInputs */

const en_fees_end_invoices_label = /** @type {(inputs: Fees_End_Invoices_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoices cancelled`)
};

const de_fees_end_invoices_label = /** @type {(inputs: Fees_End_Invoices_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stornierte Rechnungen`)
};

const fr_fees_end_invoices_label = /** @type {(inputs: Fees_End_Invoices_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factures annulées`)
};

const it_fees_end_invoices_label = /** @type {(inputs: Fees_End_Invoices_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fatture annullate`)
};

/**
* | output |
* | --- |
* | "Invoices cancelled" |
*
* @param {Fees_End_Invoices_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_end_invoices_label = /** @type {((inputs?: Fees_End_Invoices_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_End_Invoices_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_end_invoices_label(inputs)
	if (locale === "fr") return fr_fees_end_invoices_label(inputs)
	if (locale === "it") return it_fees_end_invoices_label(inputs)
	return en_fees_end_invoices_label(inputs)
});