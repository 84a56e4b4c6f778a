/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, day: NonNullable<unknown>, payer: NonNullable<unknown> }} Fees_Unmatched_Other_PayerInputs */

const en_fees_unmatched_other_payer = /** @type {(inputs: Fees_Unmatched_Other_PayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Another invoice for ${i?.amount} on ${i?.day} from ${i?.payer}`)
};

const de_fees_unmatched_other_payer = /** @type {(inputs: Fees_Unmatched_Other_PayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Andere Rechnung für ${i?.amount} vom ${i?.day} von ${i?.payer}`)
};

const fr_fees_unmatched_other_payer = /** @type {(inputs: Fees_Unmatched_Other_PayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Autre facture pour ${i?.amount} du ${i?.day} de ${i?.payer}`)
};

const it_fees_unmatched_other_payer = /** @type {(inputs: Fees_Unmatched_Other_PayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Altra fattura per ${i?.amount} del ${i?.day} da ${i?.payer}`)
};

/**
* | output |
* | --- |
* | "Another invoice for {amount} on {day} from {payer}" |
*
* @param {Fees_Unmatched_Other_PayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_other_payer = /** @type {((inputs: Fees_Unmatched_Other_PayerInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_Other_PayerInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_other_payer(inputs)
	if (locale === "fr") return fr_fees_unmatched_other_payer(inputs)
	if (locale === "it") return it_fees_unmatched_other_payer(inputs)
	return en_fees_unmatched_other_payer(inputs)
});