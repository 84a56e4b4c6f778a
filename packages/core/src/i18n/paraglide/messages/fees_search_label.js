/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Search_LabelInputs */

const en_fees_search_label = /** @type {(inputs: Fees_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search name, e-mail, number or reference`)
};

const de_fees_search_label = /** @type {(inputs: Fees_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, E-Mail, Nummer oder Referenz suchen`)
};

const fr_fees_search_label = /** @type {(inputs: Fees_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher un nom, un e-mail, un numéro ou une référence`)
};

const it_fees_search_label = /** @type {(inputs: Fees_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cercare nome, e-mail, numero o riferimento`)
};

/**
* | output |
* | --- |
* | "Search name, e-mail, number or reference" |
*
* @param {Fees_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_search_label = /** @type {((inputs?: Fees_Search_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Search_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_search_label(inputs)
	if (locale === "fr") return fr_fees_search_label(inputs)
	if (locale === "it") return it_fees_search_label(inputs)
	return en_fees_search_label(inputs)
});