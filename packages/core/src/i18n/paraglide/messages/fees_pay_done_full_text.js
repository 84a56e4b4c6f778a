/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, number: NonNullable<unknown>, name: NonNullable<unknown> }} Fees_Pay_Done_Full_TextInputs */

const en_fees_pay_done_full_text = /** @type {(inputs: Fees_Pay_Done_Full_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} for invoice ${i?.number} of ${i?.name}: paid in full.`)
};

const de_fees_pay_done_full_text = /** @type {(inputs: Fees_Pay_Done_Full_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} für die Rechnung ${i?.number} von ${i?.name}: vollständig bezahlt.`)
};

const fr_fees_pay_done_full_text = /** @type {(inputs: Fees_Pay_Done_Full_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} pour la facture ${i?.number} de ${i?.name} : payée intégralement.`)
};

const it_fees_pay_done_full_text = /** @type {(inputs: Fees_Pay_Done_Full_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} per la fattura ${i?.number} di ${i?.name}: pagata per intero.`)
};

/**
* | output |
* | --- |
* | "{amount} for invoice {number} of {name}: paid in full." |
*
* @param {Fees_Pay_Done_Full_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_pay_done_full_text = /** @type {((inputs: Fees_Pay_Done_Full_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Pay_Done_Full_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_pay_done_full_text(inputs)
	if (locale === "fr") return fr_fees_pay_done_full_text(inputs)
	if (locale === "it") return it_fees_pay_done_full_text(inputs)
	return en_fees_pay_done_full_text(inputs)
});