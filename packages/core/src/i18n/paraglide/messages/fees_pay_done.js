/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Pay_DoneInputs */

const en_fees_pay_done = /** @type {(inputs: Fees_Pay_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment recorded`)
};

const de_fees_pay_done = /** @type {(inputs: Fees_Pay_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung erfasst`)
};

const fr_fees_pay_done = /** @type {(inputs: Fees_Pay_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement enregistré`)
};

const it_fees_pay_done = /** @type {(inputs: Fees_Pay_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamento registrato`)
};

/**
* | output |
* | --- |
* | "Payment recorded" |
*
* @param {Fees_Pay_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_pay_done = /** @type {((inputs?: Fees_Pay_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Pay_DoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_pay_done(inputs)
	if (locale === "fr") return fr_fees_pay_done(inputs)
	if (locale === "it") return it_fees_pay_done(inputs)
	return en_fees_pay_done(inputs)
});