/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Turn_OffInputs */

const en_twofa_turn_off = /** @type {(inputs: Twofa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn Off`)
};

const de_twofa_turn_off = /** @type {(inputs: Twofa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausschalten`)
};

const fr_twofa_turn_off = /** @type {(inputs: Twofa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactiver`)
};

const it_twofa_turn_off = /** @type {(inputs: Twofa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disattivare`)
};

/**
* | output |
* | --- |
* | "Turn Off" |
*
* @param {Twofa_Turn_OffInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_turn_off = /** @type {((inputs?: Twofa_Turn_OffInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Turn_OffInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_turn_off(inputs)
	if (locale === "fr") return fr_twofa_turn_off(inputs)
	if (locale === "it") return it_twofa_turn_off(inputs)
	return en_twofa_turn_off(inputs)
});