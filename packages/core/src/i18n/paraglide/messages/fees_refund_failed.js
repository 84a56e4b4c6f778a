/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Refund_FailedInputs */

const en_fees_refund_failed = /** @type {(inputs: Fees_Refund_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund not marked`)
};

const de_fees_refund_failed = /** @type {(inputs: Fees_Refund_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rückerstattung nicht vermerkt`)
};

const fr_fees_refund_failed = /** @type {(inputs: Fees_Refund_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursement non noté`)
};

const it_fees_refund_failed = /** @type {(inputs: Fees_Refund_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimborso non annotato`)
};

/**
* | output |
* | --- |
* | "Refund not marked" |
*
* @param {Fees_Refund_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_refund_failed = /** @type {((inputs?: Fees_Refund_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Refund_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_refund_failed(inputs)
	if (locale === "fr") return fr_fees_refund_failed(inputs)
	if (locale === "it") return it_fees_refund_failed(inputs)
	return en_fees_refund_failed(inputs)
});