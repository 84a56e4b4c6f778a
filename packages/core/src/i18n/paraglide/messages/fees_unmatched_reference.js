/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Fees_Unmatched_ReferenceInputs */

const en_fees_unmatched_reference = /** @type {(inputs: Fees_Unmatched_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reference: ${i?.reference}`)
};

const de_fees_unmatched_reference = /** @type {(inputs: Fees_Unmatched_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Referenz: ${i?.reference}`)
};

const fr_fees_unmatched_reference = /** @type {(inputs: Fees_Unmatched_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Référence : ${i?.reference}`)
};

const it_fees_unmatched_reference = /** @type {(inputs: Fees_Unmatched_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Riferimento: ${i?.reference}`)
};

/**
* | output |
* | --- |
* | "Reference: {reference}" |
*
* @param {Fees_Unmatched_ReferenceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_reference = /** @type {((inputs: Fees_Unmatched_ReferenceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_ReferenceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_reference(inputs)
	if (locale === "fr") return fr_fees_unmatched_reference(inputs)
	if (locale === "it") return it_fees_unmatched_reference(inputs)
	return en_fees_unmatched_reference(inputs)
});