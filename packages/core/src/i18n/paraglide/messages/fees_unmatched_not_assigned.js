/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_Not_AssignedInputs */

const en_fees_unmatched_not_assigned = /** @type {(inputs: Fees_Unmatched_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment not assigned`)
};

const de_fees_unmatched_not_assigned = /** @type {(inputs: Fees_Unmatched_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung nicht zugeordnet`)
};

const fr_fees_unmatched_not_assigned = /** @type {(inputs: Fees_Unmatched_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement non attribué`)
};

const it_fees_unmatched_not_assigned = /** @type {(inputs: Fees_Unmatched_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamento non assegnato`)
};

/**
* | output |
* | --- |
* | "Payment not assigned" |
*
* @param {Fees_Unmatched_Not_AssignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_not_assigned = /** @type {((inputs?: Fees_Unmatched_Not_AssignedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_Not_AssignedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_not_assigned(inputs)
	if (locale === "fr") return fr_fees_unmatched_not_assigned(inputs)
	if (locale === "it") return it_fees_unmatched_not_assigned(inputs)
	return en_fees_unmatched_not_assigned(inputs)
});