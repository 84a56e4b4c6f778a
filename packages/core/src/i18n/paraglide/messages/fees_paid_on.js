/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Fees_Paid_OnInputs */

const en_fees_paid_on = /** @type {(inputs: Fees_Paid_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`on ${i?.day}`)
};

const de_fees_paid_on = /** @type {(inputs: Fees_Paid_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`am ${i?.day}`)
};

const fr_fees_paid_on = /** @type {(inputs: Fees_Paid_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le ${i?.day}`)
};

const it_fees_paid_on = /** @type {(inputs: Fees_Paid_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`il ${i?.day}`)
};

/**
* | output |
* | --- |
* | "on {day}" |
*
* @param {Fees_Paid_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_paid_on = /** @type {((inputs: Fees_Paid_OnInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Paid_OnInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_paid_on(inputs)
	if (locale === "fr") return fr_fees_paid_on(inputs)
	if (locale === "it") return it_fees_paid_on(inputs)
	return en_fees_paid_on(inputs)
});