/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Pay_FailedInputs */

const en_fees_pay_failed = /** @type {(inputs: Fees_Pay_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment could not be recorded`)
};

const de_fees_pay_failed = /** @type {(inputs: Fees_Pay_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zahlung konnte nicht erfasst werden`)
};

const fr_fees_pay_failed = /** @type {(inputs: Fees_Pay_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le paiement n’a pas pu être enregistré`)
};

const it_fees_pay_failed = /** @type {(inputs: Fees_Pay_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile registrare il pagamento`)
};

/**
* | output |
* | --- |
* | "The payment could not be recorded" |
*
* @param {Fees_Pay_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_pay_failed = /** @type {((inputs?: Fees_Pay_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Pay_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_pay_failed(inputs)
	if (locale === "fr") return fr_fees_pay_failed(inputs)
	if (locale === "it") return it_fees_pay_failed(inputs)
	return en_fees_pay_failed(inputs)
});