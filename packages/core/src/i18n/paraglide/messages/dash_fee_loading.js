/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Fee_LoadingInputs */

const en_dash_fee_loading = /** @type {(inputs: Dash_Fee_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your invoices…`)
};

const de_dash_fee_loading = /** @type {(inputs: Dash_Fee_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Rechnungen werden geladen…`)
};

const fr_dash_fee_loading = /** @type {(inputs: Dash_Fee_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de vos factures…`)
};

const it_dash_fee_loading = /** @type {(inputs: Dash_Fee_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento delle Sue fatture…`)
};

/**
* | output |
* | --- |
* | "Loading your invoices…" |
*
* @param {Dash_Fee_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_loading = /** @type {((inputs?: Dash_Fee_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Fee_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_fee_loading(inputs)
	if (locale === "fr") return fr_dash_fee_loading(inputs)
	if (locale === "it") return it_dash_fee_loading(inputs)
	return en_dash_fee_loading(inputs)
});