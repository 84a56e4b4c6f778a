/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_State_OpenInputs */

const en_fees_state_open = /** @type {(inputs: Fees_State_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

const de_fees_state_open = /** @type {(inputs: Fees_State_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offen`)
};

const fr_fees_state_open = /** @type {(inputs: Fees_State_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverte`)
};

const it_fees_state_open = /** @type {(inputs: Fees_State_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperta`)
};

/**
* | output |
* | --- |
* | "Open" |
*
* @param {Fees_State_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_state_open = /** @type {((inputs?: Fees_State_OpenInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_State_OpenInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_state_open(inputs)
	if (locale === "fr") return fr_fees_state_open(inputs)
	if (locale === "it") return it_fees_state_open(inputs)
	return en_fees_state_open(inputs)
});