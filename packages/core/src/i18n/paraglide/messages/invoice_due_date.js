/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_Due_DateInputs */

const en_invoice_due_date = /** @type {(inputs: Invoice_Due_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due date`)
};

const de_invoice_due_date = /** @type {(inputs: Invoice_Due_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fällig am`)
};

const fr_invoice_due_date = /** @type {(inputs: Invoice_Due_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échéance`)
};

const it_invoice_due_date = /** @type {(inputs: Invoice_Due_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scadenza`)
};

/**
* | output |
* | --- |
* | "Due date" |
*
* @param {Invoice_Due_DateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_due_date = /** @type {((inputs?: Invoice_Due_DateInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Due_DateInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invoice_due_date(inputs)
	if (locale === "fr") return fr_invoice_due_date(inputs)
	if (locale === "it") return it_invoice_due_date(inputs)
	return en_invoice_due_date(inputs)
});