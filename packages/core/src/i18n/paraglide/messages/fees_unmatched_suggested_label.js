/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, day: NonNullable<unknown> }} Fees_Unmatched_Suggested_LabelInputs */

const en_fees_unmatched_suggested_label = /** @type {(inputs: Fees_Unmatched_Suggested_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suggested invoices for ${i?.amount} on ${i?.day}`)
};

const de_fees_unmatched_suggested_label = /** @type {(inputs: Fees_Unmatched_Suggested_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vorgeschlagene Rechnungen für ${i?.amount} vom ${i?.day}`)
};

const fr_fees_unmatched_suggested_label = /** @type {(inputs: Fees_Unmatched_Suggested_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Factures suggérées pour ${i?.amount} du ${i?.day}`)
};

const it_fees_unmatched_suggested_label = /** @type {(inputs: Fees_Unmatched_Suggested_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fatture suggerite per ${i?.amount} del ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Suggested invoices for {amount} on {day}" |
*
* @param {Fees_Unmatched_Suggested_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_suggested_label = /** @type {((inputs: Fees_Unmatched_Suggested_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_Suggested_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_suggested_label(inputs)
	if (locale === "fr") return fr_fees_unmatched_suggested_label(inputs)
	if (locale === "it") return it_fees_unmatched_suggested_label(inputs)
	return en_fees_unmatched_suggested_label(inputs)
});