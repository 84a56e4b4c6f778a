/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_PaidInputs */

const en_fees_paid = /** @type {(inputs: Fees_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

const de_fees_paid = /** @type {(inputs: Fees_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlt`)
};

const fr_fees_paid = /** @type {(inputs: Fees_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payé`)
};

const it_fees_paid = /** @type {(inputs: Fees_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagato`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Fees_PaidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_paid = /** @type {((inputs?: Fees_PaidInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_PaidInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_paid(inputs)
	if (locale === "fr") return fr_fees_paid(inputs)
	if (locale === "it") return it_fees_paid(inputs)
	return en_fees_paid(inputs)
});