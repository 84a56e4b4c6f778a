/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Show_AllInputs */

const en_fees_show_all = /** @type {(inputs: Fees_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show all invoices`)
};

const de_fees_show_all = /** @type {(inputs: Fees_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Rechnungen anzeigen`)
};

const fr_fees_show_all = /** @type {(inputs: Fees_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher toutes les factures`)
};

const it_fees_show_all = /** @type {(inputs: Fees_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrare tutte le fatture`)
};

/**
* | output |
* | --- |
* | "Show all invoices" |
*
* @param {Fees_Show_AllInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_show_all = /** @type {((inputs?: Fees_Show_AllInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Show_AllInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_show_all(inputs)
	if (locale === "fr") return fr_fees_show_all(inputs)
	if (locale === "it") return it_fees_show_all(inputs)
	return en_fees_show_all(inputs)
});