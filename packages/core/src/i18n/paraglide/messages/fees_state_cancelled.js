/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_State_CancelledInputs */

const en_fees_state_cancelled = /** @type {(inputs: Fees_State_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

const de_fees_state_cancelled = /** @type {(inputs: Fees_State_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Storniert`)
};

const fr_fees_state_cancelled = /** @type {(inputs: Fees_State_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulée`)
};

const it_fees_state_cancelled = /** @type {(inputs: Fees_State_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annullata`)
};

/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Fees_State_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_state_cancelled = /** @type {((inputs?: Fees_State_CancelledInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_State_CancelledInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_state_cancelled(inputs)
	if (locale === "fr") return fr_fees_state_cancelled(inputs)
	if (locale === "it") return it_fees_state_cancelled(inputs)
	return en_fees_state_cancelled(inputs)
});