/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Twofa_Turn_Off_ErrorInputs */

const en_twofa_turn_off_error = /** @type {(inputs: Twofa_Turn_Off_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error turning off two-factor authentication`)
};

const de_twofa_turn_off_error = /** @type {(inputs: Twofa_Turn_Off_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Ausschalten der Zwei-Faktor-Authentifizierung`)
};

const fr_twofa_turn_off_error = /** @type {(inputs: Twofa_Turn_Off_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de la désactivation de l’authentification à deux facteurs`)
};

const it_twofa_turn_off_error = /** @type {(inputs: Twofa_Turn_Off_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nella disattivazione dell’autenticazione a due fattori`)
};

/**
* | output |
* | --- |
* | "Error turning off two-factor authentication" |
*
* @param {Twofa_Turn_Off_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_turn_off_error = /** @type {((inputs?: Twofa_Turn_Off_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofa_Turn_Off_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_twofa_turn_off_error(inputs)
	if (locale === "fr") return fr_twofa_turn_off_error(inputs)
	if (locale === "it") return it_twofa_turn_off_error(inputs)
	return en_twofa_turn_off_error(inputs)
});