/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_ImportedInputs */

const en_fees_bank_imported = /** @type {(inputs: Fees_Bank_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank file imported`)
};

const de_fees_bank_imported = /** @type {(inputs: Fees_Bank_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bankdatei importiert`)
};

const fr_fees_bank_imported = /** @type {(inputs: Fees_Bank_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier bancaire importé`)
};

const it_fees_bank_imported = /** @type {(inputs: Fees_Bank_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File bancario importato`)
};

/**
* | output |
* | --- |
* | "Bank file imported" |
*
* @param {Fees_Bank_ImportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_imported = /** @type {((inputs?: Fees_Bank_ImportedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_ImportedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_imported(inputs)
	if (locale === "fr") return fr_fees_bank_imported(inputs)
	if (locale === "it") return it_fees_bank_imported(inputs)
	return en_fees_bank_imported(inputs)
});