/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_ContinueInputs */

const en_twofa_continue = /** @type {(inputs: Twofa_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

const de_twofa_continue = /** @type {(inputs: Twofa_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter`)
};

const fr_twofa_continue = /** @type {(inputs: Twofa_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer`)
};

const it_twofa_continue = /** @type {(inputs: Twofa_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuare`)
};

/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Twofa_ContinueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_continue = /** @type {((inputs?: Twofa_ContinueInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_ContinueInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_continue(inputs)
	if (locale === "fr") return fr_twofa_continue(inputs)
	if (locale === "it") return it_twofa_continue(inputs)
	return en_twofa_continue(inputs)
});