/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Twofa_Reset_DoneInputs */

const en_person_twofa_reset_done = /** @type {(inputs: Person_Twofa_Reset_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication reset`)
};

const de_person_twofa_reset_done = /** @type {(inputs: Person_Twofa_Reset_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Authentifizierung zurückgesetzt`)
};

const fr_person_twofa_reset_done = /** @type {(inputs: Person_Twofa_Reset_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentification à deux facteurs réinitialisée`)
};

const it_person_twofa_reset_done = /** @type {(inputs: Person_Twofa_Reset_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autenticazione a due fattori reimpostata`)
};

/**
* | output |
* | --- |
* | "Two-factor authentication reset" |
*
* @param {Person_Twofa_Reset_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_twofa_reset_done = /** @type {((inputs?: Person_Twofa_Reset_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Twofa_Reset_DoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_twofa_reset_done(inputs)
	if (locale === "fr") return fr_person_twofa_reset_done(inputs)
	if (locale === "it") return it_person_twofa_reset_done(inputs)
	return en_person_twofa_reset_done(inputs)
});