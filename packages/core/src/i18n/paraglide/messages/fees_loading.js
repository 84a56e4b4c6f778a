/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_LoadingInputs */

const en_fees_loading = /** @type {(inputs: Fees_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading invoices…`)
};

const de_fees_loading = /** @type {(inputs: Fees_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnungen werden geladen…`)
};

const fr_fees_loading = /** @type {(inputs: Fees_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des factures…`)
};

const it_fees_loading = /** @type {(inputs: Fees_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento delle fatture…`)
};

/**
* | output |
* | --- |
* | "Loading invoices…" |
*
* @param {Fees_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_loading = /** @type {((inputs?: Fees_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_loading(inputs)
	if (locale === "fr") return fr_fees_loading(inputs)
	if (locale === "it") return it_fees_loading(inputs)
	return en_fees_loading(inputs)
});