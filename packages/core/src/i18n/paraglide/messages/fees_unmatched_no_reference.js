/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_No_ReferenceInputs */

const en_fees_unmatched_no_reference = /** @type {(inputs: Fees_Unmatched_No_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

const de_fees_unmatched_no_reference = /** @type {(inputs: Fees_Unmatched_No_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine`)
};

const fr_fees_unmatched_no_reference = /** @type {(inputs: Fees_Unmatched_No_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucune`)
};

const it_fees_unmatched_no_reference = /** @type {(inputs: Fees_Unmatched_No_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nessuno`)
};

/**
* | output |
* | --- |
* | "none" |
*
* @param {Fees_Unmatched_No_ReferenceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_no_reference = /** @type {((inputs?: Fees_Unmatched_No_ReferenceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_No_ReferenceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_no_reference(inputs)
	if (locale === "fr") return fr_fees_unmatched_no_reference(inputs)
	if (locale === "it") return it_fees_unmatched_no_reference(inputs)
	return en_fees_unmatched_no_reference(inputs)
});