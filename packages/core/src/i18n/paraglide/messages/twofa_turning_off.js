/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Turning_OffInputs */

const en_twofa_turning_off = /** @type {(inputs: Twofa_Turning_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turning off...`)
};

const de_twofa_turning_off = /** @type {(inputs: Twofa_Turning_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird ausgeschaltet...`)
};

const fr_twofa_turning_off = /** @type {(inputs: Twofa_Turning_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactivation...`)
};

const it_twofa_turning_off = /** @type {(inputs: Twofa_Turning_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disattivazione...`)
};

/**
* | output |
* | --- |
* | "Turning off..." |
*
* @param {Twofa_Turning_OffInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_turning_off = /** @type {((inputs?: Twofa_Turning_OffInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Turning_OffInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_turning_off(inputs)
	if (locale === "fr") return fr_twofa_turning_off(inputs)
	if (locale === "it") return it_twofa_turning_off(inputs)
	return en_twofa_turning_off(inputs)
});