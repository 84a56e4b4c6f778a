/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_PagesInputs */

const en_fees_unmatched_pages = /** @type {(inputs: Fees_Unmatched_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unmatched payments pages`)
};

const de_fees_unmatched_pages = /** @type {(inputs: Fees_Unmatched_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seiten der nicht zugeordneten Zahlungen`)
};

const fr_fees_unmatched_pages = /** @type {(inputs: Fees_Unmatched_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages des paiements non attribués`)
};

const it_fees_unmatched_pages = /** @type {(inputs: Fees_Unmatched_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagine dei pagamenti non abbinati`)
};

/**
* | output |
* | --- |
* | "Unmatched payments pages" |
*
* @param {Fees_Unmatched_PagesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_pages = /** @type {((inputs?: Fees_Unmatched_PagesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_PagesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_pages(inputs)
	if (locale === "fr") return fr_fees_unmatched_pages(inputs)
	if (locale === "it") return it_fees_unmatched_pages(inputs)
	return en_fees_unmatched_pages(inputs)
});