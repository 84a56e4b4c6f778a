/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Enter_DateInputs */

const en_valid_enter_date = /** @type {(inputs: Valid_Enter_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid date`)
};

const de_valid_enter_date = /** @type {(inputs: Valid_Enter_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie ein gültiges Datum ein`)
};

const fr_valid_enter_date = /** @type {(inputs: Valid_Enter_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une date valide`)
};

const it_valid_enter_date = /** @type {(inputs: Valid_Enter_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisca una data valida`)
};

/**
* | output |
* | --- |
* | "Enter a valid date" |
*
* @param {Valid_Enter_DateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_enter_date = /** @type {((inputs?: Valid_Enter_DateInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Enter_DateInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_enter_date(inputs)
	if (locale === "fr") return fr_valid_enter_date(inputs)
	if (locale === "it") return it_valid_enter_date(inputs)
	return en_valid_enter_date(inputs)
});