/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Enter_TimeInputs */

const en_valid_enter_time = /** @type {(inputs: Valid_Enter_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid time (HH:MM)`)
};

const de_valid_enter_time = /** @type {(inputs: Valid_Enter_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie eine gültige Uhrzeit ein (HH:MM)`)
};

const fr_valid_enter_time = /** @type {(inputs: Valid_Enter_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une heure valide (HH:MM)`)
};

const it_valid_enter_time = /** @type {(inputs: Valid_Enter_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisca un orario valido (HH:MM)`)
};

/**
* | output |
* | --- |
* | "Enter a valid time (HH:MM)" |
*
* @param {Valid_Enter_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_enter_time = /** @type {((inputs?: Valid_Enter_TimeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Enter_TimeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_enter_time(inputs)
	if (locale === "fr") return fr_valid_enter_time(inputs)
	if (locale === "it") return it_valid_enter_time(inputs)
	return en_valid_enter_time(inputs)
});