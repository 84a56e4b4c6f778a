/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_StateInputs */

const en_fees_state = /** @type {(inputs: Fees_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

const de_fees_state = /** @type {(inputs: Fees_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const fr_fees_state = /** @type {(inputs: Fees_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`État`)
};

const it_fees_state = /** @type {(inputs: Fees_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stato`)
};

/**
* | output |
* | --- |
* | "State" |
*
* @param {Fees_StateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_state = /** @type {((inputs?: Fees_StateInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_StateInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_state(inputs)
	if (locale === "fr") return fr_fees_state(inputs)
	if (locale === "it") return it_fees_state(inputs)
	return en_fees_state(inputs)
});