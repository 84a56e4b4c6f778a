/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Pay_AmountInputs */

const en_fees_pay_amount = /** @type {(inputs: Fees_Pay_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount (CHF)`)
};

const de_fees_pay_amount = /** @type {(inputs: Fees_Pay_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betrag (CHF)`)
};

const fr_fees_pay_amount = /** @type {(inputs: Fees_Pay_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montant (CHF)`)
};

const it_fees_pay_amount = /** @type {(inputs: Fees_Pay_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importo (CHF)`)
};

/**
* | output |
* | --- |
* | "Amount (CHF)" |
*
* @param {Fees_Pay_AmountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_pay_amount = /** @type {((inputs?: Fees_Pay_AmountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Pay_AmountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_pay_amount(inputs)
	if (locale === "fr") return fr_fees_pay_amount(inputs)
	if (locale === "it") return it_fees_pay_amount(inputs)
	return en_fees_pay_amount(inputs)
});