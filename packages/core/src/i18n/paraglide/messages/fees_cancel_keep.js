/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Cancel_KeepInputs */

const en_fees_cancel_keep = /** @type {(inputs: Fees_Cancel_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep invoice`)
};

const de_fees_cancel_keep = /** @type {(inputs: Fees_Cancel_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnung behalten`)
};

const fr_fees_cancel_keep = /** @type {(inputs: Fees_Cancel_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder la facture`)
};

const it_fees_cancel_keep = /** @type {(inputs: Fees_Cancel_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantenere la fattura`)
};

/**
* | output |
* | --- |
* | "Keep invoice" |
*
* @param {Fees_Cancel_KeepInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_cancel_keep = /** @type {((inputs?: Fees_Cancel_KeepInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Cancel_KeepInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_cancel_keep(inputs)
	if (locale === "fr") return fr_fees_cancel_keep(inputs)
	if (locale === "it") return it_fees_cancel_keep(inputs)
	return en_fees_cancel_keep(inputs)
});