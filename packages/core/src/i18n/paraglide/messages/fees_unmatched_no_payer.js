/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_No_PayerInputs */

const en_fees_unmatched_no_payer = /** @type {(inputs: Fees_Unmatched_No_PayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payer not named`)
};

const de_fees_unmatched_no_payer = /** @type {(inputs: Fees_Unmatched_No_PayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahler nicht genannt`)
};

const fr_fees_unmatched_no_payer = /** @type {(inputs: Fees_Unmatched_No_PayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payeur non indiqué`)
};

const it_fees_unmatched_no_payer = /** @type {(inputs: Fees_Unmatched_No_PayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagante non indicato`)
};

/**
* | output |
* | --- |
* | "Payer not named" |
*
* @param {Fees_Unmatched_No_PayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_no_payer = /** @type {((inputs?: Fees_Unmatched_No_PayerInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_No_PayerInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_no_payer(inputs)
	if (locale === "fr") return fr_fees_unmatched_no_payer(inputs)
	if (locale === "it") return it_fees_unmatched_no_payer(inputs)
	return en_fees_unmatched_no_payer(inputs)
});