/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_BilledInputs */

const en_fees_billed = /** @type {(inputs: Fees_BilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billed`)
};

const de_fees_billed = /** @type {(inputs: Fees_BilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verrechnet`)
};

const fr_fees_billed = /** @type {(inputs: Fees_BilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturé`)
};

const it_fees_billed = /** @type {(inputs: Fees_BilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fatturato`)
};

/**
* | output |
* | --- |
* | "Billed" |
*
* @param {Fees_BilledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_billed = /** @type {((inputs?: Fees_BilledInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_BilledInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_billed(inputs)
	if (locale === "fr") return fr_fees_billed(inputs)
	if (locale === "it") return it_fees_billed(inputs)
	return en_fees_billed(inputs)
});