/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Fee_No_InvoiceInputs */

const en_dash_fee_no_invoice = /** @type {(inputs: Dash_Fee_No_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No invoice yet. It is e-mailed to you as soon as it is made.`)
};

const de_dash_fee_no_invoice = /** @type {(inputs: Dash_Fee_No_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Rechnung. Sie wird Ihnen per E-Mail zugestellt, sobald sie erstellt ist.`)
};

const fr_dash_fee_no_invoice = /** @type {(inputs: Dash_Fee_No_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de facture. Elle vous sera envoyée par e-mail dès qu’elle sera établie.`)
};

const it_dash_fee_no_invoice = /** @type {(inputs: Dash_Fee_No_InvoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna fattura per ora. Le sarà inviata per e-mail non appena sarà emessa.`)
};

/**
* | output |
* | --- |
* | "No invoice yet. It is e-mailed to you as soon as it is made." |
*
* @param {Dash_Fee_No_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_no_invoice = /** @type {((inputs?: Dash_Fee_No_InvoiceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_No_InvoiceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_no_invoice(inputs)
	if (locale === "fr") return fr_dash_fee_no_invoice(inputs)
	if (locale === "it") return it_dash_fee_no_invoice(inputs)
	return en_dash_fee_no_invoice(inputs)
});