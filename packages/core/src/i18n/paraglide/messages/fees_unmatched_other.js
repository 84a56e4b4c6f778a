/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, day: NonNullable<unknown> }} Fees_Unmatched_OtherInputs */

const en_fees_unmatched_other = /** @type {(inputs: Fees_Unmatched_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Another invoice for ${i?.amount} on ${i?.day}`)
};

const de_fees_unmatched_other = /** @type {(inputs: Fees_Unmatched_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Andere Rechnung für ${i?.amount} vom ${i?.day}`)
};

const fr_fees_unmatched_other = /** @type {(inputs: Fees_Unmatched_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Autre facture pour ${i?.amount} du ${i?.day}`)
};

const it_fees_unmatched_other = /** @type {(inputs: Fees_Unmatched_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Altra fattura per ${i?.amount} del ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Another invoice for {amount} on {day}" |
*
* @param {Fees_Unmatched_OtherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_other = /** @type {((inputs: Fees_Unmatched_OtherInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_OtherInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_other(inputs)
	if (locale === "fr") return fr_fees_unmatched_other(inputs)
	if (locale === "it") return it_fees_unmatched_other(inputs)
	return en_fees_unmatched_other(inputs)
});