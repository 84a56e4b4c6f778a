/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_All_StatesInputs */

const en_fees_all_states = /** @type {(inputs: Fees_All_StatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All states`)
};

const de_fees_all_states = /** @type {(inputs: Fees_All_StatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Status`)
};

const fr_fees_all_states = /** @type {(inputs: Fees_All_StatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les états`)
};

const it_fees_all_states = /** @type {(inputs: Fees_All_StatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutti gli stati`)
};

/**
* | output |
* | --- |
* | "All states" |
*
* @param {Fees_All_StatesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_all_states = /** @type {((inputs?: Fees_All_StatesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_All_StatesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_all_states(inputs)
	if (locale === "fr") return fr_fees_all_states(inputs)
	if (locale === "it") return it_fees_all_states(inputs)
	return en_fees_all_states(inputs)
});