/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, number: NonNullable<unknown>, open: NonNullable<unknown> }} Fees_Unmatched_SuggestionInputs */

const en_fees_unmatched_suggestion = /** @type {(inputs: Fees_Unmatched_SuggestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} · invoice ${i?.number} · ${i?.open} open`)
};

const de_fees_unmatched_suggestion = /** @type {(inputs: Fees_Unmatched_SuggestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} · Rechnung ${i?.number} · ${i?.open} offen`)
};

const fr_fees_unmatched_suggestion = /** @type {(inputs: Fees_Unmatched_SuggestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} · facture ${i?.number} · ${i?.open} ouverts`)
};

const it_fees_unmatched_suggestion = /** @type {(inputs: Fees_Unmatched_SuggestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} · fattura ${i?.number} · ${i?.open} aperti`)
};

/**
* | output |
* | --- |
* | "{name} · invoice {number} · {open} open" |
*
* @param {Fees_Unmatched_SuggestionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_suggestion = /** @type {((inputs: Fees_Unmatched_SuggestionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_SuggestionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_suggestion(inputs)
	if (locale === "fr") return fr_fees_unmatched_suggestion(inputs)
	if (locale === "it") return it_fees_unmatched_suggestion(inputs)
	return en_fees_unmatched_suggestion(inputs)
});