/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_DebitsInputs */

const en_fees_bank_debits = /** @type {(inputs: Fees_Bank_DebitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debits (not fees, ignored)`)
};

const de_fees_bank_debits = /** @type {(inputs: Fees_Bank_DebitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belastungen (keine Beiträge, ignoriert)`)
};

const fr_fees_bank_debits = /** @type {(inputs: Fees_Bank_DebitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Débits (pas des cotisations, ignorés)`)
};

const it_fees_bank_debits = /** @type {(inputs: Fees_Bank_DebitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Addebiti (non quote, ignorati)`)
};

/**
* | output |
* | --- |
* | "Debits (not fees, ignored)" |
*
* @param {Fees_Bank_DebitsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_debits = /** @type {((inputs?: Fees_Bank_DebitsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_DebitsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_debits(inputs)
	if (locale === "fr") return fr_fees_bank_debits(inputs)
	if (locale === "it") return it_fees_bank_debits(inputs)
	return en_fees_bank_debits(inputs)
});