/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Refund_DoneInputs */

const en_fees_refund_done = /** @type {(inputs: Fees_Refund_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marked to refund`)
};

const de_fees_refund_done = /** @type {(inputs: Fees_Refund_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rückerstattung vermerkt`)
};

const fr_fees_refund_done = /** @type {(inputs: Fees_Refund_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursement noté`)
};

const it_fees_refund_done = /** @type {(inputs: Fees_Refund_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimborso annotato`)
};

/**
* | output |
* | --- |
* | "Marked to refund" |
*
* @param {Fees_Refund_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_refund_done = /** @type {((inputs?: Fees_Refund_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Refund_DoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_refund_done(inputs)
	if (locale === "fr") return fr_fees_refund_done(inputs)
	if (locale === "it") return it_fees_refund_done(inputs)
	return en_fees_refund_done(inputs)
});