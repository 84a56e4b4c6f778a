/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fileName: NonNullable<unknown> }} Fees_Bank_Not_ImportedInputs */

const en_fees_bank_not_imported = /** @type {(inputs: Fees_Bank_Not_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fileName} was not imported`)
};

const de_fees_bank_not_imported = /** @type {(inputs: Fees_Bank_Not_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fileName} wurde nicht importiert`)
};

const fr_fees_bank_not_imported = /** @type {(inputs: Fees_Bank_Not_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fileName} n’a pas été importé`)
};

const it_fees_bank_not_imported = /** @type {(inputs: Fees_Bank_Not_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fileName} non è stato importato`)
};

/**
* | output |
* | --- |
* | "{fileName} was not imported" |
*
* @param {Fees_Bank_Not_ImportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_not_imported = /** @type {((inputs: Fees_Bank_Not_ImportedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_Not_ImportedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_not_imported(inputs)
	if (locale === "fr") return fr_fees_bank_not_imported(inputs)
	if (locale === "it") return it_fees_bank_not_imported(inputs)
	return en_fees_bank_not_imported(inputs)
});