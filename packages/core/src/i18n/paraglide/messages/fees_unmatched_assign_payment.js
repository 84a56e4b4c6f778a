/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_Assign_PaymentInputs */

const en_fees_unmatched_assign_payment = /** @type {(inputs: Fees_Unmatched_Assign_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assign payment`)
};

const de_fees_unmatched_assign_payment = /** @type {(inputs: Fees_Unmatched_Assign_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung zuordnen`)
};

const fr_fees_unmatched_assign_payment = /** @type {(inputs: Fees_Unmatched_Assign_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attribuer le paiement`)
};

const it_fees_unmatched_assign_payment = /** @type {(inputs: Fees_Unmatched_Assign_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assegnare il pagamento`)
};

/**
* | output |
* | --- |
* | "Assign payment" |
*
* @param {Fees_Unmatched_Assign_PaymentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_assign_payment = /** @type {((inputs?: Fees_Unmatched_Assign_PaymentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_Assign_PaymentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_assign_payment(inputs)
	if (locale === "fr") return fr_fees_unmatched_assign_payment(inputs)
	if (locale === "it") return it_fees_unmatched_assign_payment(inputs)
	return en_fees_unmatched_assign_payment(inputs)
});