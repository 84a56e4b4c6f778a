/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Col_NumberInputs */

const en_fees_col_number = /** @type {(inputs: Fees_Col_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Number`)
};

const de_fees_col_number = /** @type {(inputs: Fees_Col_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nummer`)
};

const fr_fees_col_number = /** @type {(inputs: Fees_Col_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro`)
};

const it_fees_col_number = /** @type {(inputs: Fees_Col_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numero`)
};

/**
* | output |
* | --- |
* | "Number" |
*
* @param {Fees_Col_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_col_number = /** @type {((inputs?: Fees_Col_NumberInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Col_NumberInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_col_number(inputs)
	if (locale === "fr") return fr_fees_col_number(inputs)
	if (locale === "it") return it_fees_col_number(inputs)
	return en_fees_col_number(inputs)
});