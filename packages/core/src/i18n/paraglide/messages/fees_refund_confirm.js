/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Refund_ConfirmInputs */

const en_fees_refund_confirm = /** @type {(inputs: Fees_Refund_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark to refund`)
};

const de_fees_refund_confirm = /** @type {(inputs: Fees_Refund_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Rückerstattung vermerken`)
};

const fr_fees_refund_confirm = /** @type {(inputs: Fees_Refund_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noter à rembourser`)
};

const it_fees_refund_confirm = /** @type {(inputs: Fees_Refund_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annotare da rimborsare`)
};

/**
* | output |
* | --- |
* | "Mark to refund" |
*
* @param {Fees_Refund_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_refund_confirm = /** @type {((inputs?: Fees_Refund_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Refund_ConfirmInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_refund_confirm(inputs)
	if (locale === "fr") return fr_fees_refund_confirm(inputs)
	if (locale === "it") return it_fees_refund_confirm(inputs)
	return en_fees_refund_confirm(inputs)
});