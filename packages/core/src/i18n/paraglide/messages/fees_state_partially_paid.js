/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_State_Partially_PaidInputs */

const en_fees_state_partially_paid = /** @type {(inputs: Fees_State_Partially_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partially paid`)
};

const de_fees_state_partially_paid = /** @type {(inputs: Fees_State_Partially_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilweise bezahlt`)
};

const fr_fees_state_partially_paid = /** @type {(inputs: Fees_State_Partially_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partiellement payée`)
};

const it_fees_state_partially_paid = /** @type {(inputs: Fees_State_Partially_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parzialmente pagata`)
};

/**
* | output |
* | --- |
* | "Partially paid" |
*
* @param {Fees_State_Partially_PaidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_state_partially_paid = /** @type {((inputs?: Fees_State_Partially_PaidInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_State_Partially_PaidInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_state_partially_paid(inputs)
	if (locale === "fr") return fr_fees_state_partially_paid(inputs)
	if (locale === "it") return it_fees_state_partially_paid(inputs)
	return en_fees_state_partially_paid(inputs)
});