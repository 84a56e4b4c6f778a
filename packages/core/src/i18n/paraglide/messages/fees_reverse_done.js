/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Reverse_DoneInputs */

const en_fees_reverse_done = /** @type {(inputs: Fees_Reverse_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment reversed`)
};

const de_fees_reverse_done = /** @type {(inputs: Fees_Reverse_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung storniert`)
};

const fr_fees_reverse_done = /** @type {(inputs: Fees_Reverse_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement annulé`)
};

const it_fees_reverse_done = /** @type {(inputs: Fees_Reverse_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamento stornato`)
};

/**
* | output |
* | --- |
* | "Payment reversed" |
*
* @param {Fees_Reverse_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_reverse_done = /** @type {((inputs?: Fees_Reverse_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Reverse_DoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_reverse_done(inputs)
	if (locale === "fr") return fr_fees_reverse_done(inputs)
	if (locale === "it") return it_fees_reverse_done(inputs)
	return en_fees_reverse_done(inputs)
});