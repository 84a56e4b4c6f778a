/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_DismissInputs */

const en_fees_unmatched_dismiss = /** @type {(inputs: Fees_Unmatched_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a fee`)
};

const de_fees_unmatched_dismiss = /** @type {(inputs: Fees_Unmatched_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Beitrag`)
};

const fr_fees_unmatched_dismiss = /** @type {(inputs: Fees_Unmatched_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas une cotisation`)
};

const it_fees_unmatched_dismiss = /** @type {(inputs: Fees_Unmatched_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è una quota`)
};

/**
* | output |
* | --- |
* | "Not a fee" |
*
* @param {Fees_Unmatched_DismissInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_dismiss = /** @type {((inputs?: Fees_Unmatched_DismissInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_DismissInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_dismiss(inputs)
	if (locale === "fr") return fr_fees_unmatched_dismiss(inputs)
	if (locale === "it") return it_fees_unmatched_dismiss(inputs)
	return en_fees_unmatched_dismiss(inputs)
});