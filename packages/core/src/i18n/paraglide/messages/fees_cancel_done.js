/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Cancel_DoneInputs */

const en_fees_cancel_done = /** @type {(inputs: Fees_Cancel_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice cancelled`)
};

const de_fees_cancel_done = /** @type {(inputs: Fees_Cancel_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnung storniert`)
};

const fr_fees_cancel_done = /** @type {(inputs: Fees_Cancel_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facture annulée`)
};

const it_fees_cancel_done = /** @type {(inputs: Fees_Cancel_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fattura annullata`)
};

/**
* | output |
* | --- |
* | "Invoice cancelled" |
*
* @param {Fees_Cancel_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_cancel_done = /** @type {((inputs?: Fees_Cancel_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Cancel_DoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_cancel_done(inputs)
	if (locale === "fr") return fr_fees_cancel_done(inputs)
	if (locale === "it") return it_fees_cancel_done(inputs)
	return en_fees_cancel_done(inputs)
});