/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Fee_Pay_ToInputs */

const en_dash_fee_pay_to = /** @type {(inputs: Dash_Fee_Pay_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay to`)
};

const de_dash_fee_pay_to = /** @type {(inputs: Dash_Fee_Pay_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlbar an`)
};

const fr_dash_fee_pay_to = /** @type {(inputs: Dash_Fee_Pay_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payable à`)
};

const it_dash_fee_pay_to = /** @type {(inputs: Dash_Fee_Pay_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagabile a`)
};

/**
* | output |
* | --- |
* | "Pay to" |
*
* @param {Dash_Fee_Pay_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_pay_to = /** @type {((inputs?: Dash_Fee_Pay_ToInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_Pay_ToInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_pay_to(inputs)
	if (locale === "fr") return fr_dash_fee_pay_to(inputs)
	if (locale === "it") return it_dash_fee_pay_to(inputs)
	return en_dash_fee_pay_to(inputs)
});