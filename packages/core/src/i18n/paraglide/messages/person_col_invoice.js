/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Col_InvoiceInputs */

const en_person_col_invoice = /** @type {(inputs: Person_Col_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice`)
};

const de_person_col_invoice = /** @type {(inputs: Person_Col_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnung`)
};

const fr_person_col_invoice = /** @type {(inputs: Person_Col_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facture`)
};

const it_person_col_invoice = /** @type {(inputs: Person_Col_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fattura`)
};

/**
* | output |
* | --- |
* | "Invoice" |
*
* @param {Person_Col_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_col_invoice = /** @type {((inputs?: Person_Col_InvoiceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Col_InvoiceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_col_invoice(inputs)
	if (locale === "fr") return fr_person_col_invoice(inputs)
	if (locale === "it") return it_person_col_invoice(inputs)
	return en_person_col_invoice(inputs)
});