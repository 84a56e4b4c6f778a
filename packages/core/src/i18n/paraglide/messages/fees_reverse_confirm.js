/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Reverse_ConfirmInputs */

const en_fees_reverse_confirm = /** @type {(inputs: Fees_Reverse_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reverse payment`)
};

const de_fees_reverse_confirm = /** @type {(inputs: Fees_Reverse_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung stornieren`)
};

const fr_fees_reverse_confirm = /** @type {(inputs: Fees_Reverse_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler le paiement`)
};

const it_fees_reverse_confirm = /** @type {(inputs: Fees_Reverse_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stornare il pagamento`)
};

/**
* | output |
* | --- |
* | "Reverse payment" |
*
* @param {Fees_Reverse_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_reverse_confirm = /** @type {((inputs?: Fees_Reverse_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Reverse_ConfirmInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_reverse_confirm(inputs)
	if (locale === "fr") return fr_fees_reverse_confirm(inputs)
	if (locale === "it") return it_fees_reverse_confirm(inputs)
	return en_fees_reverse_confirm(inputs)
});