/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Reverse_ReversingInputs */

const en_fees_reverse_reversing = /** @type {(inputs: Fees_Reverse_ReversingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reversing…`)
};

const de_fees_reverse_reversing = /** @type {(inputs: Fees_Reverse_ReversingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird storniert…`)
};

const fr_fees_reverse_reversing = /** @type {(inputs: Fees_Reverse_ReversingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulation…`)
};

const it_fees_reverse_reversing = /** @type {(inputs: Fees_Reverse_ReversingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Storno in corso…`)
};

/**
* | output |
* | --- |
* | "Reversing…" |
*
* @param {Fees_Reverse_ReversingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_reverse_reversing = /** @type {((inputs?: Fees_Reverse_ReversingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Reverse_ReversingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_reverse_reversing(inputs)
	if (locale === "fr") return fr_fees_reverse_reversing(inputs)
	if (locale === "it") return it_fees_reverse_reversing(inputs)
	return en_fees_reverse_reversing(inputs)
});