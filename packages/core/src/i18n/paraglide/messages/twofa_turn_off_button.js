/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Turn_Off_ButtonInputs */

const en_twofa_turn_off_button = /** @type {(inputs: Twofa_Turn_Off_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn Off Two-Factor Authentication`)
};

const de_twofa_turn_off_button = /** @type {(inputs: Twofa_Turn_Off_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Authentifizierung ausschalten`)
};

const fr_twofa_turn_off_button = /** @type {(inputs: Twofa_Turn_Off_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactiver l’authentification à deux facteurs`)
};

const it_twofa_turn_off_button = /** @type {(inputs: Twofa_Turn_Off_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disattivare l’autenticazione a due fattori`)
};

/**
* | output |
* | --- |
* | "Turn Off Two-Factor Authentication" |
*
* @param {Twofa_Turn_Off_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_turn_off_button = /** @type {((inputs?: Twofa_Turn_Off_ButtonInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Turn_Off_ButtonInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_turn_off_button(inputs)
	if (locale === "fr") return fr_twofa_turn_off_button(inputs)
	if (locale === "it") return it_twofa_turn_off_button(inputs)
	return en_twofa_turn_off_button(inputs)
});