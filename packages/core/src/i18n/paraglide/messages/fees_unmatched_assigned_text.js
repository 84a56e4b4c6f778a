/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, number: NonNullable<unknown> }} Fees_Unmatched_Assigned_TextInputs */

const en_fees_unmatched_assigned_text = /** @type {(inputs: Fees_Unmatched_Assigned_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} booked to invoice ${i?.number}.`)
};

const de_fees_unmatched_assigned_text = /** @type {(inputs: Fees_Unmatched_Assigned_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} auf die Rechnung ${i?.number} verbucht.`)
};

const fr_fees_unmatched_assigned_text = /** @type {(inputs: Fees_Unmatched_Assigned_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} comptabilisés sur la facture ${i?.number}.`)
};

const it_fees_unmatched_assigned_text = /** @type {(inputs: Fees_Unmatched_Assigned_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} registrati sulla fattura ${i?.number}.`)
};

/**
* | output |
* | --- |
* | "{amount} booked to invoice {number}." |
*
* @param {Fees_Unmatched_Assigned_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_assigned_text = /** @type {((inputs: Fees_Unmatched_Assigned_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_Assigned_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_assigned_text(inputs)
	if (locale === "fr") return fr_fees_unmatched_assigned_text(inputs)
	if (locale === "it") return it_fees_unmatched_assigned_text(inputs)
	return en_fees_unmatched_assigned_text(inputs)
});