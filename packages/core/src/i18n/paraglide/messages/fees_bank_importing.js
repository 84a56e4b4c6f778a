/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_ImportingInputs */

const en_fees_bank_importing = /** @type {(inputs: Fees_Bank_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importing…`)
};

const de_fees_bank_importing = /** @type {(inputs: Fees_Bank_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird importiert…`)
};

const fr_fees_bank_importing = /** @type {(inputs: Fees_Bank_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importation…`)
};

const it_fees_bank_importing = /** @type {(inputs: Fees_Bank_ImportingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importazione…`)
};

/**
* | output |
* | --- |
* | "Importing…" |
*
* @param {Fees_Bank_ImportingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_importing = /** @type {((inputs?: Fees_Bank_ImportingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_ImportingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_importing(inputs)
	if (locale === "fr") return fr_fees_bank_importing(inputs)
	if (locale === "it") return it_fees_bank_importing(inputs)
	return en_fees_bank_importing(inputs)
});