/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ message: NonNullable<unknown> }} Fees_Unmatched_MessageInputs */

const en_fees_unmatched_message = /** @type {(inputs: Fees_Unmatched_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Message: ${i?.message}`)
};

const de_fees_unmatched_message = /** @type {(inputs: Fees_Unmatched_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitteilung: ${i?.message}`)
};

const fr_fees_unmatched_message = /** @type {(inputs: Fees_Unmatched_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Message : ${i?.message}`)
};

const it_fees_unmatched_message = /** @type {(inputs: Fees_Unmatched_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Messaggio: ${i?.message}`)
};

/**
* | output |
* | --- |
* | "Message: {message}" |
*
* @param {Fees_Unmatched_MessageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_message = /** @type {((inputs: Fees_Unmatched_MessageInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_MessageInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_message(inputs)
	if (locale === "fr") return fr_fees_unmatched_message(inputs)
	if (locale === "it") return it_fees_unmatched_message(inputs)
	return en_fees_unmatched_message(inputs)
});