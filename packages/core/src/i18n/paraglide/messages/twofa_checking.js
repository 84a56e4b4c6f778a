/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_CheckingInputs */

const en_twofa_checking = /** @type {(inputs: Twofa_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking...`)
};

const de_twofa_checking = /** @type {(inputs: Twofa_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geprüft...`)
};

const fr_twofa_checking = /** @type {(inputs: Twofa_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification...`)
};

const it_twofa_checking = /** @type {(inputs: Twofa_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifica...`)
};

/**
* | output |
* | --- |
* | "Checking..." |
*
* @param {Twofa_CheckingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_checking = /** @type {((inputs?: Twofa_CheckingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_CheckingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_checking(inputs)
	if (locale === "fr") return fr_twofa_checking(inputs)
	if (locale === "it") return it_twofa_checking(inputs)
	return en_twofa_checking(inputs)
});