/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Reset_TwofaInputs */

const en_person_reset_twofa = /** @type {(inputs: Person_Reset_TwofaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset Two-Factor Authentication`)
};

const de_person_reset_twofa = /** @type {(inputs: Person_Reset_TwofaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Authentifizierung zurücksetzen`)
};

const fr_person_reset_twofa = /** @type {(inputs: Person_Reset_TwofaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser l’authentification à deux facteurs`)
};

const it_person_reset_twofa = /** @type {(inputs: Person_Reset_TwofaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reimpostare l’autenticazione a due fattori`)
};

/**
* | output |
* | --- |
* | "Reset Two-Factor Authentication" |
*
* @param {Person_Reset_TwofaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_reset_twofa = /** @type {((inputs?: Person_Reset_TwofaInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Reset_TwofaInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_reset_twofa(inputs)
	if (locale === "fr") return fr_person_reset_twofa(inputs)
	if (locale === "it") return it_person_reset_twofa(inputs)
	return en_person_reset_twofa(inputs)
});