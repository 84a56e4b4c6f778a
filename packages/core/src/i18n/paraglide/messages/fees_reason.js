/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_ReasonInputs */

const en_fees_reason = /** @type {(inputs: Fees_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const de_fees_reason = /** @type {(inputs: Fees_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grund`)
};

const fr_fees_reason = /** @type {(inputs: Fees_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif`)
};

const it_fees_reason = /** @type {(inputs: Fees_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Fees_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_reason = /** @type {((inputs?: Fees_ReasonInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_ReasonInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_reason(inputs)
	if (locale === "fr") return fr_fees_reason(inputs)
	if (locale === "it") return it_fees_reason(inputs)
	return en_fees_reason(inputs)
});