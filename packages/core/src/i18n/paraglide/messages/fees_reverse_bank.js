/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, day: NonNullable<unknown>, payer: NonNullable<unknown> }} Fees_Reverse_BankInputs */

const en_fees_reverse_bank = /** @type {(inputs: Fees_Reverse_BankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} on ${i?.day}, bank payment from ${i?.payer}`)
};

const de_fees_reverse_bank = /** @type {(inputs: Fees_Reverse_BankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} am ${i?.day}, Bankzahlung von ${i?.payer}`)
};

const fr_fees_reverse_bank = /** @type {(inputs: Fees_Reverse_BankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} le ${i?.day}, paiement bancaire de ${i?.payer}`)
};

const it_fees_reverse_bank = /** @type {(inputs: Fees_Reverse_BankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} il ${i?.day}, pagamento bancario di ${i?.payer}`)
};

/**
* | output |
* | --- |
* | "{amount} on {day}, bank payment from {payer}" |
*
* @param {Fees_Reverse_BankInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_reverse_bank = /** @type {((inputs: Fees_Reverse_BankInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Reverse_BankInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_reverse_bank(inputs)
	if (locale === "fr") return fr_fees_reverse_bank(inputs)
	if (locale === "it") return it_fees_reverse_bank(inputs)
	return en_fees_reverse_bank(inputs)
});