/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Twofa_Reset_ErrorInputs */

const en_person_twofa_reset_error = /** @type {(inputs: Person_Twofa_Reset_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error resetting two-factor authentication`)
};

const de_person_twofa_reset_error = /** @type {(inputs: Person_Twofa_Reset_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Zurücksetzen der Zwei-Faktor-Authentifizierung`)
};

const fr_person_twofa_reset_error = /** @type {(inputs: Person_Twofa_Reset_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de la réinitialisation de l’authentification à deux facteurs`)
};

const it_person_twofa_reset_error = /** @type {(inputs: Person_Twofa_Reset_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nella reimpostazione dell’autenticazione a due fattori`)
};

/**
* | output |
* | --- |
* | "Error resetting two-factor authentication" |
*
* @param {Person_Twofa_Reset_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_twofa_reset_error = /** @type {((inputs?: Person_Twofa_Reset_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Twofa_Reset_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_twofa_reset_error(inputs)
	if (locale === "fr") return fr_person_twofa_reset_error(inputs)
	if (locale === "it") return it_person_twofa_reset_error(inputs)
	return en_person_twofa_reset_error(inputs)
});