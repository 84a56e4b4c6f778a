/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_Find_OtherInputs */

const en_fees_unmatched_find_other = /** @type {(inputs: Fees_Unmatched_Find_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find another invoice`)
};

const de_fees_unmatched_find_other = /** @type {(inputs: Fees_Unmatched_Find_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere Rechnung suchen`)
};

const fr_fees_unmatched_find_other = /** @type {(inputs: Fees_Unmatched_Find_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chercher une autre facture`)
};

const it_fees_unmatched_find_other = /** @type {(inputs: Fees_Unmatched_Find_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cercare un’altra fattura`)
};

/**
* | output |
* | --- |
* | "Find another invoice" |
*
* @param {Fees_Unmatched_Find_OtherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_find_other = /** @type {((inputs?: Fees_Unmatched_Find_OtherInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_Find_OtherInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_find_other(inputs)
	if (locale === "fr") return fr_fees_unmatched_find_other(inputs)
	if (locale === "it") return it_fees_unmatched_find_other(inputs)
	return en_fees_unmatched_find_other(inputs)
});