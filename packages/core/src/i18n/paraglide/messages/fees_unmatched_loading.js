/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_LoadingInputs */

const en_fees_unmatched_loading = /** @type {(inputs: Fees_Unmatched_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading unmatched payments…`)
};

const de_fees_unmatched_loading = /** @type {(inputs: Fees_Unmatched_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht zugeordnete Zahlungen werden geladen…`)
};

const fr_fees_unmatched_loading = /** @type {(inputs: Fees_Unmatched_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des paiements non attribués…`)
};

const it_fees_unmatched_loading = /** @type {(inputs: Fees_Unmatched_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento dei pagamenti non abbinati…`)
};

/**
* | output |
* | --- |
* | "Loading unmatched payments…" |
*
* @param {Fees_Unmatched_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_loading = /** @type {((inputs?: Fees_Unmatched_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_loading(inputs)
	if (locale === "fr") return fr_fees_unmatched_loading(inputs)
	if (locale === "it") return it_fees_unmatched_loading(inputs)
	return en_fees_unmatched_loading(inputs)
});