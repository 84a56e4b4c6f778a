/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown> }} Fees_Unmatched_Assign_ToInputs */

const en_fees_unmatched_assign_to = /** @type {(inputs: Fees_Unmatched_Assign_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assign to invoice ${i?.number} of ${i?.name}`)
};

const de_fees_unmatched_assign_to = /** @type {(inputs: Fees_Unmatched_Assign_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Rechnung ${i?.number} von ${i?.name} zuordnen`)
};

const fr_fees_unmatched_assign_to = /** @type {(inputs: Fees_Unmatched_Assign_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attribuer à la facture ${i?.number} de ${i?.name}`)
};

const it_fees_unmatched_assign_to = /** @type {(inputs: Fees_Unmatched_Assign_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assegnare alla fattura ${i?.number} di ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Assign to invoice {number} of {name}" |
*
* @param {Fees_Unmatched_Assign_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_assign_to = /** @type {((inputs: Fees_Unmatched_Assign_ToInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_Assign_ToInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_assign_to(inputs)
	if (locale === "fr") return fr_fees_unmatched_assign_to(inputs)
	if (locale === "it") return it_fees_unmatched_assign_to(inputs)
	return en_fees_unmatched_assign_to(inputs)
});