/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, number: NonNullable<unknown>, name: NonNullable<unknown> }} Fees_Pay_Done_TextInputs */

const en_fees_pay_done_text = /** @type {(inputs: Fees_Pay_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} for invoice ${i?.number} of ${i?.name}.`)
};

const de_fees_pay_done_text = /** @type {(inputs: Fees_Pay_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} für die Rechnung ${i?.number} von ${i?.name}.`)
};

const fr_fees_pay_done_text = /** @type {(inputs: Fees_Pay_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} pour la facture ${i?.number} de ${i?.name}.`)
};

const it_fees_pay_done_text = /** @type {(inputs: Fees_Pay_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} per la fattura ${i?.number} di ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "{amount} for invoice {number} of {name}." |
*
* @param {Fees_Pay_Done_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_pay_done_text = /** @type {((inputs: Fees_Pay_Done_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Pay_Done_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_pay_done_text(inputs)
	if (locale === "fr") return fr_fees_pay_done_text(inputs)
	if (locale === "it") return it_fees_pay_done_text(inputs)
	return en_fees_pay_done_text(inputs)
});