/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Action_PayInputs */

const en_fees_action_pay = /** @type {(inputs: Fees_Action_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark as paid`)
};

const de_fees_action_pay = /** @type {(inputs: Fees_Action_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als bezahlt markieren`)
};

const fr_fees_action_pay = /** @type {(inputs: Fees_Action_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marquer comme payée`)
};

const it_fees_action_pay = /** @type {(inputs: Fees_Action_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segnare come pagata`)
};

/**
* | output |
* | --- |
* | "Mark as paid" |
*
* @param {Fees_Action_PayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_action_pay = /** @type {((inputs?: Fees_Action_PayInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Action_PayInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_action_pay(inputs)
	if (locale === "fr") return fr_fees_action_pay(inputs)
	if (locale === "it") return it_fees_action_pay(inputs)
	return en_fees_action_pay(inputs)
});