/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, day: NonNullable<unknown> }} Fees_Unmatched_Found_LabelInputs */

const en_fees_unmatched_found_label = /** @type {(inputs: Fees_Unmatched_Found_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invoices found for ${i?.amount} on ${i?.day}`)
};

const de_fees_unmatched_found_label = /** @type {(inputs: Fees_Unmatched_Found_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gefundene Rechnungen für ${i?.amount} vom ${i?.day}`)
};

const fr_fees_unmatched_found_label = /** @type {(inputs: Fees_Unmatched_Found_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Factures trouvées pour ${i?.amount} du ${i?.day}`)
};

const it_fees_unmatched_found_label = /** @type {(inputs: Fees_Unmatched_Found_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fatture trovate per ${i?.amount} del ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Invoices found for {amount} on {day}" |
*
* @param {Fees_Unmatched_Found_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_found_label = /** @type {((inputs: Fees_Unmatched_Found_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_Found_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_found_label(inputs)
	if (locale === "fr") return fr_fees_unmatched_found_label(inputs)
	if (locale === "it") return it_fees_unmatched_found_label(inputs)
	return en_fees_unmatched_found_label(inputs)
});