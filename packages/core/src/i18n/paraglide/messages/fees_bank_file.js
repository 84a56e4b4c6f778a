/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_FileInputs */

const en_fees_bank_file = /** @type {(inputs: Fees_Bank_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank file (XML)`)
};

const de_fees_bank_file = /** @type {(inputs: Fees_Bank_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bankdatei (XML)`)
};

const fr_fees_bank_file = /** @type {(inputs: Fees_Bank_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier bancaire (XML)`)
};

const it_fees_bank_file = /** @type {(inputs: Fees_Bank_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File bancario (XML)`)
};

/**
* | output |
* | --- |
* | "Bank file (XML)" |
*
* @param {Fees_Bank_FileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_file = /** @type {((inputs?: Fees_Bank_FileInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_FileInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_file(inputs)
	if (locale === "fr") return fr_fees_bank_file(inputs)
	if (locale === "it") return it_fees_bank_file(inputs)
	return en_fees_bank_file(inputs)
});