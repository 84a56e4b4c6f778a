/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Person_Reset_Twofa_TitleInputs */

const en_person_reset_twofa_title = /** @type {(inputs: Person_Reset_Twofa_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reset the two-factor authentication of ${i?.name}?`)
};

const de_person_reset_twofa_title = /** @type {(inputs: Person_Reset_Twofa_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Zwei-Faktor-Authentifizierung von ${i?.name} zurücksetzen?`)
};

const fr_person_reset_twofa_title = /** @type {(inputs: Person_Reset_Twofa_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réinitialiser l’authentification à deux facteurs de ${i?.name} ?`)
};

const it_person_reset_twofa_title = /** @type {(inputs: Person_Reset_Twofa_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reimpostare l’autenticazione a due fattori di ${i?.name}?`)
};

/**
* | output |
* | --- |
* | "Reset the two-factor authentication of {name}?" |
*
* @param {Person_Reset_Twofa_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_reset_twofa_title = /** @type {((inputs: Person_Reset_Twofa_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Reset_Twofa_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_reset_twofa_title(inputs)
	if (locale === "fr") return fr_person_reset_twofa_title(inputs)
	if (locale === "it") return it_person_reset_twofa_title(inputs)
	return en_person_reset_twofa_title(inputs)
});