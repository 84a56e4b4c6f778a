/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, day: NonNullable<unknown> }} Fees_Reverse_Bank_UnnamedInputs */

const en_fees_reverse_bank_unnamed = /** @type {(inputs: Fees_Reverse_Bank_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} on ${i?.day}, bank payment`)
};

const de_fees_reverse_bank_unnamed = /** @type {(inputs: Fees_Reverse_Bank_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} am ${i?.day}, Bankzahlung`)
};

const fr_fees_reverse_bank_unnamed = /** @type {(inputs: Fees_Reverse_Bank_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} le ${i?.day}, paiement bancaire`)
};

const it_fees_reverse_bank_unnamed = /** @type {(inputs: Fees_Reverse_Bank_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} il ${i?.day}, pagamento bancario`)
};

/**
* | output |
* | --- |
* | "{amount} on {day}, bank payment" |
*
* @param {Fees_Reverse_Bank_UnnamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_reverse_bank_unnamed = /** @type {((inputs: Fees_Reverse_Bank_UnnamedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Reverse_Bank_UnnamedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_reverse_bank_unnamed(inputs)
	if (locale === "fr") return fr_fees_reverse_bank_unnamed(inputs)
	if (locale === "it") return it_fees_reverse_bank_unnamed(inputs)
	return en_fees_reverse_bank_unnamed(inputs)
});