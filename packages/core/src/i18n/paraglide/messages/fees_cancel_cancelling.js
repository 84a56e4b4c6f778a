/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Cancel_CancellingInputs */

const en_fees_cancel_cancelling = /** @type {(inputs: Fees_Cancel_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling…`)
};

const de_fees_cancel_cancelling = /** @type {(inputs: Fees_Cancel_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird storniert…`)
};

const fr_fees_cancel_cancelling = /** @type {(inputs: Fees_Cancel_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulation…`)
};

const it_fees_cancel_cancelling = /** @type {(inputs: Fees_Cancel_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annullamento…`)
};

/**
* | output |
* | --- |
* | "Cancelling…" |
*
* @param {Fees_Cancel_CancellingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_cancel_cancelling = /** @type {((inputs?: Fees_Cancel_CancellingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Cancel_CancellingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_cancel_cancelling(inputs)
	if (locale === "fr") return fr_fees_cancel_cancelling(inputs)
	if (locale === "it") return it_fees_cancel_cancelling(inputs)
	return en_fees_cancel_cancelling(inputs)
});