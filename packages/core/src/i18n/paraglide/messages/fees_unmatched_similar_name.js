/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_Similar_NameInputs */

const en_fees_unmatched_similar_name = /** @type {(inputs: Fees_Unmatched_Similar_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Similar name`)
};

const de_fees_unmatched_similar_name = /** @type {(inputs: Fees_Unmatched_Similar_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ähnlicher Name`)
};

const fr_fees_unmatched_similar_name = /** @type {(inputs: Fees_Unmatched_Similar_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom semblable`)
};

const it_fees_unmatched_similar_name = /** @type {(inputs: Fees_Unmatched_Similar_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome simile`)
};

/**
* | output |
* | --- |
* | "Similar name" |
*
* @param {Fees_Unmatched_Similar_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_similar_name = /** @type {((inputs?: Fees_Unmatched_Similar_NameInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_Similar_NameInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_similar_name(inputs)
	if (locale === "fr") return fr_fees_unmatched_similar_name(inputs)
	if (locale === "it") return it_fees_unmatched_similar_name(inputs)
	return en_fees_unmatched_similar_name(inputs)
});