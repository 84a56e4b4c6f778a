/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Turn_OnInputs */

const en_twofa_turn_on = /** @type {(inputs: Twofa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn On`)
};

const de_twofa_turn_on = /** @type {(inputs: Twofa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einschalten`)
};

const fr_twofa_turn_on = /** @type {(inputs: Twofa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activer`)
};

const it_twofa_turn_on = /** @type {(inputs: Twofa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attivare`)
};

/**
* | output |
* | --- |
* | "Turn On" |
*
* @param {Twofa_Turn_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_turn_on = /** @type {((inputs?: Twofa_Turn_OnInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Turn_OnInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_turn_on(inputs)
	if (locale === "fr") return fr_twofa_turn_on(inputs)
	if (locale === "it") return it_twofa_turn_on(inputs)
	return en_twofa_turn_on(inputs)
});