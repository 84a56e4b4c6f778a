/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_Search_LabelInputs */

const en_fees_unmatched_search_label = /** @type {(inputs: Fees_Unmatched_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search open invoices by name, e-mail, number or reference`)
};

const de_fees_unmatched_search_label = /** @type {(inputs: Fees_Unmatched_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offene Rechnungen nach Name, E-Mail, Nummer oder Referenz suchen`)
};

const fr_fees_unmatched_search_label = /** @type {(inputs: Fees_Unmatched_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chercher des factures ouvertes par nom, e-mail, numéro ou référence`)
};

const it_fees_unmatched_search_label = /** @type {(inputs: Fees_Unmatched_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cercare fatture aperte per nome, e-mail, numero o riferimento`)
};

/**
* | output |
* | --- |
* | "Search open invoices by name, e-mail, number or reference" |
*
* @param {Fees_Unmatched_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_search_label = /** @type {((inputs?: Fees_Unmatched_Search_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_Search_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_search_label(inputs)
	if (locale === "fr") return fr_fees_unmatched_search_label(inputs)
	if (locale === "it") return it_fees_unmatched_search_label(inputs)
	return en_fees_unmatched_search_label(inputs)
});