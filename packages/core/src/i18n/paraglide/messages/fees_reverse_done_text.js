/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, number: NonNullable<unknown>, name: NonNullable<unknown> }} Fees_Reverse_Done_TextInputs */

const en_fees_reverse_done_text = /** @type {(inputs: Fees_Reverse_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} was taken off invoice ${i?.number} of ${i?.name}.`)
};

const de_fees_reverse_done_text = /** @type {(inputs: Fees_Reverse_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} wurde von Rechnung ${i?.number} von ${i?.name} abgezogen.`)
};

const fr_fees_reverse_done_text = /** @type {(inputs: Fees_Reverse_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} a été retiré de la facture ${i?.number} de ${i?.name}.`)
};

const it_fees_reverse_done_text = /** @type {(inputs: Fees_Reverse_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} è stato tolto dalla fattura ${i?.number} di ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "{amount} was taken off invoice {number} of {name}." |
*
* @param {Fees_Reverse_Done_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_reverse_done_text = /** @type {((inputs: Fees_Reverse_Done_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Reverse_Done_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_reverse_done_text(inputs)
	if (locale === "fr") return fr_fees_reverse_done_text(inputs)
	if (locale === "it") return it_fees_reverse_done_text(inputs)
	return en_fees_reverse_done_text(inputs)
});