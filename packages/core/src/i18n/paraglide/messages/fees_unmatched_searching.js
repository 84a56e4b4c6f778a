/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_SearchingInputs */

const en_fees_unmatched_searching = /** @type {(inputs: Fees_Unmatched_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Searching…`)
};

const de_fees_unmatched_searching = /** @type {(inputs: Fees_Unmatched_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesucht…`)
};

const fr_fees_unmatched_searching = /** @type {(inputs: Fees_Unmatched_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche…`)
};

const it_fees_unmatched_searching = /** @type {(inputs: Fees_Unmatched_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ricerca…`)
};

/**
* | output |
* | --- |
* | "Searching…" |
*
* @param {Fees_Unmatched_SearchingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_searching = /** @type {((inputs?: Fees_Unmatched_SearchingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_SearchingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_searching(inputs)
	if (locale === "fr") return fr_fees_unmatched_searching(inputs)
	if (locale === "it") return it_fees_unmatched_searching(inputs)
	return en_fees_unmatched_searching(inputs)
});