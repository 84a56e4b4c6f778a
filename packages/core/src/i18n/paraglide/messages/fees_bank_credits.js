/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_CreditsInputs */

const en_fees_bank_credits = /** @type {(inputs: Fees_Bank_CreditsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments received`)
};

const de_fees_bank_credits = /** @type {(inputs: Fees_Bank_CreditsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingegangene Zahlungen`)
};

const fr_fees_bank_credits = /** @type {(inputs: Fees_Bank_CreditsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiements reçus`)
};

const it_fees_bank_credits = /** @type {(inputs: Fees_Bank_CreditsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamenti ricevuti`)
};

/**
* | output |
* | --- |
* | "Payments received" |
*
* @param {Fees_Bank_CreditsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_credits = /** @type {((inputs?: Fees_Bank_CreditsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_CreditsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_credits(inputs)
	if (locale === "fr") return fr_fees_bank_credits(inputs)
	if (locale === "it") return it_fees_bank_credits(inputs)
	return en_fees_bank_credits(inputs)
});