/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_End_Reason_MissingInputs */

const en_fees_end_reason_missing = /** @type {(inputs: Fees_End_Reason_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please give a reason`)
};

const de_fees_end_reason_missing = /** @type {(inputs: Fees_End_Reason_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie einen Grund an`)
};

const fr_fees_end_reason_missing = /** @type {(inputs: Fees_End_Reason_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez indiquer un motif`)
};

const it_fees_end_reason_missing = /** @type {(inputs: Fees_End_Reason_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indichi un motivo`)
};

/**
* | output |
* | --- |
* | "Please give a reason" |
*
* @param {Fees_End_Reason_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_end_reason_missing = /** @type {((inputs?: Fees_End_Reason_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_End_Reason_MissingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_end_reason_missing(inputs)
	if (locale === "fr") return fr_fees_end_reason_missing(inputs)
	if (locale === "it") return it_fees_end_reason_missing(inputs)
	return en_fees_end_reason_missing(inputs)
});