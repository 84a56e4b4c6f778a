/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Action_ReverseInputs */

const en_fees_action_reverse = /** @type {(inputs: Fees_Action_ReverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reverse payment`)
};

const de_fees_action_reverse = /** @type {(inputs: Fees_Action_ReverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung stornieren`)
};

const fr_fees_action_reverse = /** @type {(inputs: Fees_Action_ReverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler un paiement`)
};

const it_fees_action_reverse = /** @type {(inputs: Fees_Action_ReverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stornare un pagamento`)
};

/**
* | output |
* | --- |
* | "Reverse payment" |
*
* @param {Fees_Action_ReverseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_action_reverse = /** @type {((inputs?: Fees_Action_ReverseInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Action_ReverseInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_action_reverse(inputs)
	if (locale === "fr") return fr_fees_action_reverse(inputs)
	if (locale === "it") return it_fees_action_reverse(inputs)
	return en_fees_action_reverse(inputs)
});