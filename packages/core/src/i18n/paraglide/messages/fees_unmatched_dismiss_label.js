/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, day: NonNullable<unknown> }} Fees_Unmatched_Dismiss_LabelInputs */

const en_fees_unmatched_dismiss_label = /** @type {(inputs: Fees_Unmatched_Dismiss_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not a fee: ${i?.amount} on ${i?.day}`)
};

const de_fees_unmatched_dismiss_label = /** @type {(inputs: Fees_Unmatched_Dismiss_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kein Beitrag: ${i?.amount} am ${i?.day}`)
};

const fr_fees_unmatched_dismiss_label = /** @type {(inputs: Fees_Unmatched_Dismiss_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pas une cotisation : ${i?.amount} le ${i?.day}`)
};

const it_fees_unmatched_dismiss_label = /** @type {(inputs: Fees_Unmatched_Dismiss_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non è una quota: ${i?.amount} il ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Not a fee: {amount} on {day}" |
*
* @param {Fees_Unmatched_Dismiss_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_dismiss_label = /** @type {((inputs: Fees_Unmatched_Dismiss_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_Dismiss_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_dismiss_label(inputs)
	if (locale === "fr") return fr_fees_unmatched_dismiss_label(inputs)
	if (locale === "it") return it_fees_unmatched_dismiss_label(inputs)
	return en_fees_unmatched_dismiss_label(inputs)
});