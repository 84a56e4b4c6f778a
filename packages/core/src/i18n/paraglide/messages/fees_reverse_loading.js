/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Reverse_LoadingInputs */

const en_fees_reverse_loading = /** @type {(inputs: Fees_Reverse_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the payments…`)
};

const de_fees_reverse_loading = /** @type {(inputs: Fees_Reverse_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlungen werden geladen…`)
};

const fr_fees_reverse_loading = /** @type {(inputs: Fees_Reverse_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des paiements…`)
};

const it_fees_reverse_loading = /** @type {(inputs: Fees_Reverse_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento dei pagamenti…`)
};

/**
* | output |
* | --- |
* | "Loading the payments…" |
*
* @param {Fees_Reverse_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_reverse_loading = /** @type {((inputs?: Fees_Reverse_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Reverse_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_reverse_loading(inputs)
	if (locale === "fr") return fr_fees_reverse_loading(inputs)
	if (locale === "it") return it_fees_reverse_loading(inputs)
	return en_fees_reverse_loading(inputs)
});