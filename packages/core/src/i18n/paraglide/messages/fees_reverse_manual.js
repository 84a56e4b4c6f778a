/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, day: NonNullable<unknown> }} Fees_Reverse_ManualInputs */

const en_fees_reverse_manual = /** @type {(inputs: Fees_Reverse_ManualInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} on ${i?.day}, marked paid by hand`)
};

const de_fees_reverse_manual = /** @type {(inputs: Fees_Reverse_ManualInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} am ${i?.day}, von Hand als bezahlt erfasst`)
};

const fr_fees_reverse_manual = /** @type {(inputs: Fees_Reverse_ManualInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} le ${i?.day}, saisi à la main`)
};

const it_fees_reverse_manual = /** @type {(inputs: Fees_Reverse_ManualInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} il ${i?.day}, registrato a mano`)
};

/**
* | output |
* | --- |
* | "{amount} on {day}, marked paid by hand" |
*
* @param {Fees_Reverse_ManualInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_reverse_manual = /** @type {((inputs: Fees_Reverse_ManualInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Reverse_ManualInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_reverse_manual(inputs)
	if (locale === "fr") return fr_fees_reverse_manual(inputs)
	if (locale === "it") return it_fees_reverse_manual(inputs)
	return en_fees_reverse_manual(inputs)
});