/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Bank_OverpaidInputs */

const en_fees_bank_overpaid = /** @type {(inputs: Fees_Bank_OverpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`of which overpaid`)
};

const de_fees_bank_overpaid = /** @type {(inputs: Fees_Bank_OverpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`davon überzahlt`)
};

const fr_fees_bank_overpaid = /** @type {(inputs: Fees_Bank_OverpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dont trop-perçus`)
};

const it_fees_bank_overpaid = /** @type {(inputs: Fees_Bank_OverpaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`di cui pagati in eccesso`)
};

/**
* | output |
* | --- |
* | "of which overpaid" |
*
* @param {Fees_Bank_OverpaidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_bank_overpaid = /** @type {((inputs?: Fees_Bank_OverpaidInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Bank_OverpaidInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_bank_overpaid(inputs)
	if (locale === "fr") return fr_fees_bank_overpaid(inputs)
	if (locale === "it") return it_fees_bank_overpaid(inputs)
	return en_fees_bank_overpaid(inputs)
});