/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_PagesInputs */

const en_fees_pages = /** @type {(inputs: Fees_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice list pages`)
};

const de_fees_pages = /** @type {(inputs: Fees_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seiten der Rechnungsliste`)
};

const fr_fees_pages = /** @type {(inputs: Fees_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages de la liste des factures`)
};

const it_fees_pages = /** @type {(inputs: Fees_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagine dell’elenco delle fatture`)
};

/**
* | output |
* | --- |
* | "Invoice list pages" |
*
* @param {Fees_PagesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_pages = /** @type {((inputs?: Fees_PagesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_PagesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_pages(inputs)
	if (locale === "fr") return fr_fees_pages(inputs)
	if (locale === "it") return it_fees_pages(inputs)
	return en_fees_pages(inputs)
});