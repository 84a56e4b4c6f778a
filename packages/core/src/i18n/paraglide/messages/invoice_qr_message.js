/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown>, number: NonNullable<unknown> }} Invoice_Qr_MessageInputs */

const en_invoice_qr_message = /** @type {(inputs: Invoice_Qr_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Membership fee ${i?.year}, invoice ${i?.number}`)
};

const de_invoice_qr_message = /** @type {(inputs: Invoice_Qr_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitgliederbeitrag ${i?.year}, Rechnung ${i?.number}`)
};

const fr_invoice_qr_message = /** @type {(inputs: Invoice_Qr_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cotisation ${i?.year}, facture ${i?.number}`)
};

const it_invoice_qr_message = /** @type {(inputs: Invoice_Qr_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quota associativa ${i?.year}, fattura ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Membership fee {year}, invoice {number}" |
*
* @param {Invoice_Qr_MessageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_qr_message = /** @type {((inputs: Invoice_Qr_MessageInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Qr_MessageInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invoice_qr_message(inputs)
	if (locale === "fr") return fr_invoice_qr_message(inputs)
	if (locale === "it") return it_invoice_qr_message(inputs)
	return en_invoice_qr_message(inputs)
});