/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Invoice_Paid_In_Full_OnInputs */

const en_invoice_paid_in_full_on = /** @type {(inputs: Invoice_Paid_In_Full_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid in full on ${i?.day}. Thank you.`)
};

const de_invoice_paid_in_full_on = /** @type {(inputs: Invoice_Paid_In_Full_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Am ${i?.day} vollständig bezahlt. Vielen Dank.`)
};

const fr_invoice_paid_in_full_on = /** @type {(inputs: Invoice_Paid_In_Full_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entièrement payée le ${i?.day}. Merci.`)
};

const it_invoice_paid_in_full_on = /** @type {(inputs: Invoice_Paid_In_Full_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagata per intero il ${i?.day}. Grazie.`)
};

/**
* | output |
* | --- |
* | "Paid in full on {day}. Thank you." |
*
* @param {Invoice_Paid_In_Full_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_paid_in_full_on = /** @type {((inputs: Invoice_Paid_In_Full_OnInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Paid_In_Full_OnInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invoice_paid_in_full_on(inputs)
	if (locale === "fr") return fr_invoice_paid_in_full_on(inputs)
	if (locale === "it") return it_invoice_paid_in_full_on(inputs)
	return en_invoice_paid_in_full_on(inputs)
});