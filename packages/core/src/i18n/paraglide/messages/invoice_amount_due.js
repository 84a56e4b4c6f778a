/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invoice_Amount_DueInputs */

const en_invoice_amount_due = /** @type {(inputs: Invoice_Amount_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount due`)
};

const de_invoice_amount_due = /** @type {(inputs: Invoice_Amount_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offener Betrag`)
};

const fr_invoice_amount_due = /** @type {(inputs: Invoice_Amount_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant dû`)
};

const it_invoice_amount_due = /** @type {(inputs: Invoice_Amount_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importo dovuto`)
};

/**
* | output |
* | --- |
* | "Amount due" |
*
* @param {Invoice_Amount_DueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_amount_due = /** @type {((inputs?: Invoice_Amount_DueInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Amount_DueInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invoice_amount_due(inputs)
	if (locale === "fr") return fr_invoice_amount_due(inputs)
	if (locale === "it") return it_invoice_amount_due(inputs)
	return en_invoice_amount_due(inputs)
});