/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Dash_Fee_Paid_OnInputs */

const en_dash_fee_paid_on = /** @type {(inputs: Dash_Fee_Paid_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid on ${i?.day}`)
};

const de_dash_fee_paid_on = /** @type {(inputs: Dash_Fee_Paid_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bezahlt am ${i?.day}`)
};

const fr_dash_fee_paid_on = /** @type {(inputs: Dash_Fee_Paid_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payée le ${i?.day}`)
};

const it_dash_fee_paid_on = /** @type {(inputs: Dash_Fee_Paid_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagata il ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Paid on {day}" |
*
* @param {Dash_Fee_Paid_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_paid_on = /** @type {((inputs: Dash_Fee_Paid_OnInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_Paid_OnInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_paid_on(inputs)
	if (locale === "fr") return fr_dash_fee_paid_on(inputs)
	if (locale === "it") return it_dash_fee_paid_on(inputs)
	return en_dash_fee_paid_on(inputs)
});