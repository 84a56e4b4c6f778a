/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Turn_Off_FormInputs */

const en_twofa_turn_off_form = /** @type {(inputs: Twofa_Turn_Off_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off two-factor authentication`)
};

const de_twofa_turn_off_form = /** @type {(inputs: Twofa_Turn_Off_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Authentifizierung ausschalten`)
};

const fr_twofa_turn_off_form = /** @type {(inputs: Twofa_Turn_Off_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactiver l’authentification à deux facteurs`)
};

const it_twofa_turn_off_form = /** @type {(inputs: Twofa_Turn_Off_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disattivare l’autenticazione a due fattori`)
};

/**
* | output |
* | --- |
* | "Turn off two-factor authentication" |
*
* @param {Twofa_Turn_Off_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_turn_off_form = /** @type {((inputs?: Twofa_Turn_Off_FormInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Turn_Off_FormInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_turn_off_form(inputs)
	if (locale === "fr") return fr_twofa_turn_off_form(inputs)
	if (locale === "it") return it_twofa_turn_off_form(inputs)
	return en_twofa_turn_off_form(inputs)
});