/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_ImportInputs */

const en_fees_bank_import = /** @type {(inputs: Fees_Bank_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import`)
};

const de_fees_bank_import = /** @type {(inputs: Fees_Bank_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importieren`)
};

const fr_fees_bank_import = /** @type {(inputs: Fees_Bank_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer`)
};

const it_fees_bank_import = /** @type {(inputs: Fees_Bank_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importare`)
};

/**
* | output |
* | --- |
* | "Import" |
*
* @param {Fees_Bank_ImportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_import = /** @type {((inputs?: Fees_Bank_ImportInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_ImportInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_import(inputs)
	if (locale === "fr") return fr_fees_bank_import(inputs)
	if (locale === "it") return it_fees_bank_import(inputs)
	return en_fees_bank_import(inputs)
});