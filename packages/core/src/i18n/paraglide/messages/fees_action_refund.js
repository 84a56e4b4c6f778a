/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Action_RefundInputs */

const en_fees_action_refund = /** @type {(inputs: Fees_Action_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark refund`)
};

const de_fees_action_refund = /** @type {(inputs: Fees_Action_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rückerstattung vermerken`)
};

const fr_fees_action_refund = /** @type {(inputs: Fees_Action_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noter un remboursement`)
};

const it_fees_action_refund = /** @type {(inputs: Fees_Action_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annotare un rimborso`)
};

/**
* | output |
* | --- |
* | "Mark refund" |
*
* @param {Fees_Action_RefundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_action_refund = /** @type {((inputs?: Fees_Action_RefundInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Action_RefundInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_action_refund(inputs)
	if (locale === "fr") return fr_fees_action_refund(inputs)
	if (locale === "it") return it_fees_action_refund(inputs)
	return en_fees_action_refund(inputs)
});