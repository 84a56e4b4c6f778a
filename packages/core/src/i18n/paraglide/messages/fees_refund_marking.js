/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Refund_MarkingInputs */

const en_fees_refund_marking = /** @type {(inputs: Fees_Refund_MarkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marking…`)
};

const de_fees_refund_marking = /** @type {(inputs: Fees_Refund_MarkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird vermerkt…`)
};

const fr_fees_refund_marking = /** @type {(inputs: Fees_Refund_MarkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement…`)
};

const it_fees_refund_marking = /** @type {(inputs: Fees_Refund_MarkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annotazione in corso…`)
};

/**
* | output |
* | --- |
* | "Marking…" |
*
* @param {Fees_Refund_MarkingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_refund_marking = /** @type {((inputs?: Fees_Refund_MarkingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Refund_MarkingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_refund_marking(inputs)
	if (locale === "fr") return fr_fees_refund_marking(inputs)
	if (locale === "it") return it_fees_refund_marking(inputs)
	return en_fees_refund_marking(inputs)
});