/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_ReversalsInputs */

const en_fees_bank_reversals = /** @type {(inputs: Fees_Bank_ReversalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reversed by the bank (payment undone)`)
};

const de_fees_bank_reversals = /** @type {(inputs: Fees_Bank_ReversalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von der Bank storniert (Zahlung rückgängig gemacht)`)
};

const fr_fees_bank_reversals = /** @type {(inputs: Fees_Bank_ReversalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extournés par la banque (paiement annulé)`)
};

const it_fees_bank_reversals = /** @type {(inputs: Fees_Bank_ReversalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stornati dalla banca (pagamento annullato)`)
};

/**
* | output |
* | --- |
* | "Reversed by the bank (payment undone)" |
*
* @param {Fees_Bank_ReversalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_reversals = /** @type {((inputs?: Fees_Bank_ReversalsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_ReversalsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_reversals(inputs)
	if (locale === "fr") return fr_fees_bank_reversals(inputs)
	if (locale === "it") return it_fees_bank_reversals(inputs)
	return en_fees_bank_reversals(inputs)
});