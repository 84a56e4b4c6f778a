/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Em_Search_ForInputs */

const en_em_search_for = /** @type {(inputs: Em_Search_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`search for ${i?.name}`)
};

const de_em_search_for = /** @type {(inputs: Em_Search_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`nach ${i?.name} suchen`)
};

const fr_em_search_for = /** @type {(inputs: Em_Search_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`rechercher ${i?.name}`)
};

const it_em_search_for = /** @type {(inputs: Em_Search_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`cercare ${i?.name}`)
};

/**
* | output |
* | --- |
* | "search for {name}" |
*
* @param {Em_Search_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_search_for = /** @type {((inputs: Em_Search_ForInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Search_ForInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_search_for(inputs)
	if (locale === "fr") return fr_em_search_for(inputs)
	if (locale === "it") return it_em_search_for(inputs)
	return en_em_search_for(inputs)
});