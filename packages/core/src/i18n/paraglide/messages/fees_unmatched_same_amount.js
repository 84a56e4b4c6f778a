/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_Same_AmountInputs */

const en_fees_unmatched_same_amount = /** @type {(inputs: Fees_Unmatched_Same_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Same amount`)
};

const de_fees_unmatched_same_amount = /** @type {(inputs: Fees_Unmatched_Same_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gleicher Betrag`)
};

const fr_fees_unmatched_same_amount = /** @type {(inputs: Fees_Unmatched_Same_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Même montant`)
};

const it_fees_unmatched_same_amount = /** @type {(inputs: Fees_Unmatched_Same_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stesso importo`)
};

/**
* | output |
* | --- |
* | "Same amount" |
*
* @param {Fees_Unmatched_Same_AmountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_same_amount = /** @type {((inputs?: Fees_Unmatched_Same_AmountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_Same_AmountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_same_amount(inputs)
	if (locale === "fr") return fr_fees_unmatched_same_amount(inputs)
	if (locale === "it") return it_fees_unmatched_same_amount(inputs)
	return en_fees_unmatched_same_amount(inputs)
});