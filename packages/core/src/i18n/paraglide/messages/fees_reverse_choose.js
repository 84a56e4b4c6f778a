/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Reverse_ChooseInputs */

const en_fees_reverse_choose = /** @type {(inputs: Fees_Reverse_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment to reverse`)
};

const de_fees_reverse_choose = /** @type {(inputs: Fees_Reverse_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu stornierende Zahlung`)
};

const fr_fees_reverse_choose = /** @type {(inputs: Fees_Reverse_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement à annuler`)
};

const it_fees_reverse_choose = /** @type {(inputs: Fees_Reverse_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamento da stornare`)
};

/**
* | output |
* | --- |
* | "Payment to reverse" |
*
* @param {Fees_Reverse_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_reverse_choose = /** @type {((inputs?: Fees_Reverse_ChooseInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Reverse_ChooseInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_reverse_choose(inputs)
	if (locale === "fr") return fr_fees_reverse_choose(inputs)
	if (locale === "it") return it_fees_reverse_choose(inputs)
	return en_fees_reverse_choose(inputs)
});