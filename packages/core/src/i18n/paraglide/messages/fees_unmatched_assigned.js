/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_AssignedInputs */

const en_fees_unmatched_assigned = /** @type {(inputs: Fees_Unmatched_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment assigned`)
};

const de_fees_unmatched_assigned = /** @type {(inputs: Fees_Unmatched_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung zugeordnet`)
};

const fr_fees_unmatched_assigned = /** @type {(inputs: Fees_Unmatched_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement attribué`)
};

const it_fees_unmatched_assigned = /** @type {(inputs: Fees_Unmatched_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamento assegnato`)
};

/**
* | output |
* | --- |
* | "Payment assigned" |
*
* @param {Fees_Unmatched_AssignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_assigned = /** @type {((inputs?: Fees_Unmatched_AssignedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_AssignedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_assigned(inputs)
	if (locale === "fr") return fr_fees_unmatched_assigned(inputs)
	if (locale === "it") return it_fees_unmatched_assigned(inputs)
	return en_fees_unmatched_assigned(inputs)
});