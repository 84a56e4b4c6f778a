/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_DateInputs */

const en_invoice_date = /** @type {(inputs: Invoice_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice date`)
};

const de_invoice_date = /** @type {(inputs: Invoice_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnungsdatum`)
};

const fr_invoice_date = /** @type {(inputs: Invoice_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de facture`)
};

const it_invoice_date = /** @type {(inputs: Invoice_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data della fattura`)
};

/**
* | output |
* | --- |
* | "Invoice date" |
*
* @param {Invoice_DateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_date = /** @type {((inputs?: Invoice_DateInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_DateInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invoice_date(inputs)
	if (locale === "fr") return fr_invoice_date(inputs)
	if (locale === "it") return it_invoice_date(inputs)
	return en_invoice_date(inputs)
});