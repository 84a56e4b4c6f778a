/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_UnmatchedInputs */

const en_fees_bank_unmatched = /** @type {(inputs: Fees_Bank_UnmatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unmatched: waiting for you below`)
};

const de_fees_bank_unmatched = /** @type {(inputs: Fees_Bank_UnmatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht zugeordnet: warten unten auf Sie`)
};

const fr_fees_bank_unmatched = /** @type {(inputs: Fees_Bank_UnmatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non attribués : vous attendent plus bas`)
};

const it_fees_bank_unmatched = /** @type {(inputs: Fees_Bank_UnmatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non abbinati: La aspettano qui sotto`)
};

/**
* | output |
* | --- |
* | "Unmatched: waiting for you below" |
*
* @param {Fees_Bank_UnmatchedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_unmatched = /** @type {((inputs?: Fees_Bank_UnmatchedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_UnmatchedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_unmatched(inputs)
	if (locale === "fr") return fr_fees_bank_unmatched(inputs)
	if (locale === "it") return it_fees_bank_unmatched(inputs)
	return en_fees_bank_unmatched(inputs)
});