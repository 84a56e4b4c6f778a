/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_State_PaidInputs */

const en_fees_state_paid = /** @type {(inputs: Fees_State_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

const de_fees_state_paid = /** @type {(inputs: Fees_State_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlt`)
};

const fr_fees_state_paid = /** @type {(inputs: Fees_State_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payée`)
};

const it_fees_state_paid = /** @type {(inputs: Fees_State_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagata`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Fees_State_PaidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_state_paid = /** @type {((inputs?: Fees_State_PaidInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_State_PaidInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_state_paid(inputs)
	if (locale === "fr") return fr_fees_state_paid(inputs)
	if (locale === "it") return it_fees_state_paid(inputs)
	return en_fees_state_paid(inputs)
});