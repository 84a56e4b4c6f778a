/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, dueOn: NonNullable<unknown> }} Invoice_Please_PayInputs */

const en_invoice_please_pay = /** @type {(inputs: Invoice_Please_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please pay ${i?.amount} by ${i?.dueOn} with the payment part below, quoting its reference.`)
};

const de_invoice_please_pay = /** @type {(inputs: Invoice_Please_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte bezahlen Sie ${i?.amount} bis ${i?.dueOn} mit dem Zahlteil unten und geben Sie dessen Referenz an.`)
};

const fr_invoice_please_pay = /** @type {(inputs: Invoice_Please_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Veuillez payer ${i?.amount} d'ici au ${i?.dueOn} avec la section paiement ci-dessous, en indiquant sa référence.`)
};

const it_invoice_please_pay = /** @type {(inputs: Invoice_Please_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La preghiamo di pagare ${i?.amount} entro il ${i?.dueOn} con la sezione pagamento qui sotto, indicandone il riferimento.`)
};

/**
* | output |
* | --- |
* | "Please pay {amount} by {dueOn} with the payment part below, quoting its reference." |
*
* @param {Invoice_Please_PayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_please_pay = /** @type {((inputs: Invoice_Please_PayInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invoice_Please_PayInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invoice_please_pay(inputs)
	if (locale === "fr") return fr_invoice_please_pay(inputs)
	if (locale === "it") return it_invoice_please_pay(inputs)
	return en_invoice_please_pay(inputs)
});