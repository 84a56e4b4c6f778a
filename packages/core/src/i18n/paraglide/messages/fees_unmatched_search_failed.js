/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_Search_FailedInputs */

const en_fees_unmatched_search_failed = /** @type {(inputs: Fees_Unmatched_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invoices could not be searched`)
};

const de_fees_unmatched_search_failed = /** @type {(inputs: Fees_Unmatched_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Rechnungen konnten nicht durchsucht werden`)
};

const fr_fees_unmatched_search_failed = /** @type {(inputs: Fees_Unmatched_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La recherche des factures a échoué`)
};

const it_fees_unmatched_search_failed = /** @type {(inputs: Fees_Unmatched_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile cercare le fatture`)
};

/**
* | output |
* | --- |
* | "The invoices could not be searched" |
*
* @param {Fees_Unmatched_Search_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_search_failed = /** @type {((inputs?: Fees_Unmatched_Search_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_Search_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_search_failed(inputs)
	if (locale === "fr") return fr_fees_unmatched_search_failed(inputs)
	if (locale === "it") return it_fees_unmatched_search_failed(inputs)
	return en_fees_unmatched_search_failed(inputs)
});