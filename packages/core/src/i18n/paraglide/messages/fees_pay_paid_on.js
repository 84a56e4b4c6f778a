/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Pay_Paid_OnInputs */

const en_fees_pay_paid_on = /** @type {(inputs: Fees_Pay_Paid_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid on`)
};

const de_fees_pay_paid_on = /** @type {(inputs: Fees_Pay_Paid_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlt am`)
};

const fr_fees_pay_paid_on = /** @type {(inputs: Fees_Pay_Paid_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payé le`)
};

const it_fees_pay_paid_on = /** @type {(inputs: Fees_Pay_Paid_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagato il`)
};

/**
* | output |
* | --- |
* | "Paid on" |
*
* @param {Fees_Pay_Paid_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_pay_paid_on = /** @type {((inputs?: Fees_Pay_Paid_OnInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Pay_Paid_OnInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_pay_paid_on(inputs)
	if (locale === "fr") return fr_fees_pay_paid_on(inputs)
	if (locale === "it") return it_fees_pay_paid_on(inputs)
	return en_fees_pay_paid_on(inputs)
});