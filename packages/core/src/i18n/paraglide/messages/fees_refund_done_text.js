/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, number: NonNullable<unknown>, name: NonNullable<unknown> }} Fees_Refund_Done_TextInputs */

const en_fees_refund_done_text = /** @type {(inputs: Fees_Refund_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} of invoice ${i?.number} of ${i?.name} is to be refunded.`)
};

const de_fees_refund_done_text = /** @type {(inputs: Fees_Refund_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} von Rechnung ${i?.number} von ${i?.name} ist zurückzuerstatten.`)
};

const fr_fees_refund_done_text = /** @type {(inputs: Fees_Refund_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} de la facture ${i?.number} de ${i?.name} est à rembourser.`)
};

const it_fees_refund_done_text = /** @type {(inputs: Fees_Refund_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} della fattura ${i?.number} di ${i?.name} è da rimborsare.`)
};

/**
* | output |
* | --- |
* | "{amount} of invoice {number} of {name} is to be refunded." |
*
* @param {Fees_Refund_Done_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_refund_done_text = /** @type {((inputs: Fees_Refund_Done_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Refund_Done_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_refund_done_text(inputs)
	if (locale === "fr") return fr_fees_refund_done_text(inputs)
	if (locale === "it") return it_fees_refund_done_text(inputs)
	return en_fees_refund_done_text(inputs)
});