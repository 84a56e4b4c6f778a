/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Reverse_TitleInputs */

const en_fees_reverse_title = /** @type {(inputs: Fees_Reverse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reverse a payment?`)
};

const de_fees_reverse_title = /** @type {(inputs: Fees_Reverse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung stornieren?`)
};

const fr_fees_reverse_title = /** @type {(inputs: Fees_Reverse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler un paiement ?`)
};

const it_fees_reverse_title = /** @type {(inputs: Fees_Reverse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stornare un pagamento?`)
};

/**
* | output |
* | --- |
* | "Reverse a payment?" |
*
* @param {Fees_Reverse_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_reverse_title = /** @type {((inputs?: Fees_Reverse_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Reverse_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_reverse_title(inputs)
	if (locale === "fr") return fr_fees_reverse_title(inputs)
	if (locale === "it") return it_fees_reverse_title(inputs)
	return en_fees_reverse_title(inputs)
});