/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_Unmatched_ReversalsInputs */

const en_fees_bank_unmatched_reversals = /** @type {(inputs: Fees_Bank_Unmatched_ReversalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reversals without a payment to undo`)
};

const de_fees_bank_unmatched_reversals = /** @type {(inputs: Fees_Bank_Unmatched_ReversalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stornierungen ohne Zahlung zum Rückgängigmachen`)
};

const fr_fees_bank_unmatched_reversals = /** @type {(inputs: Fees_Bank_Unmatched_ReversalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extournes sans paiement à annuler`)
};

const it_fees_bank_unmatched_reversals = /** @type {(inputs: Fees_Bank_Unmatched_ReversalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Storni senza un pagamento da annullare`)
};

/**
* | output |
* | --- |
* | "Reversals without a payment to undo" |
*
* @param {Fees_Bank_Unmatched_ReversalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_unmatched_reversals = /** @type {((inputs?: Fees_Bank_Unmatched_ReversalsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_Unmatched_ReversalsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_unmatched_reversals(inputs)
	if (locale === "fr") return fr_fees_bank_unmatched_reversals(inputs)
	if (locale === "it") return it_fees_bank_unmatched_reversals(inputs)
	return en_fees_bank_unmatched_reversals(inputs)
});