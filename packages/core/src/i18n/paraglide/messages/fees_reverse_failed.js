/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Reverse_FailedInputs */

const en_fees_reverse_failed = /** @type {(inputs: Fees_Reverse_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment not reversed`)
};

const de_fees_reverse_failed = /** @type {(inputs: Fees_Reverse_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung nicht storniert`)
};

const fr_fees_reverse_failed = /** @type {(inputs: Fees_Reverse_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement non annulé`)
};

const it_fees_reverse_failed = /** @type {(inputs: Fees_Reverse_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamento non stornato`)
};

/**
* | output |
* | --- |
* | "Payment not reversed" |
*
* @param {Fees_Reverse_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_reverse_failed = /** @type {((inputs?: Fees_Reverse_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Reverse_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_reverse_failed(inputs)
	if (locale === "fr") return fr_fees_reverse_failed(inputs)
	if (locale === "it") return it_fees_reverse_failed(inputs)
	return en_fees_reverse_failed(inputs)
});