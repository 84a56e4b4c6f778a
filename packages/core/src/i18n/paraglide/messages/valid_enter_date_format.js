/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Enter_Date_FormatInputs */

const en_valid_enter_date_format = /** @type {(inputs: Valid_Enter_Date_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid date (YYYY-MM-DD)`)
};

const de_valid_enter_date_format = /** @type {(inputs: Valid_Enter_Date_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte geben Sie ein gültiges Datum ein (JJJJ-MM-TT)`)
};

const fr_valid_enter_date_format = /** @type {(inputs: Valid_Enter_Date_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une date valide (AAAA-MM-JJ)`)
};

const it_valid_enter_date_format = /** @type {(inputs: Valid_Enter_Date_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserisca una data valida (AAAA-MM-GG)`)
};

/**
* | output |
* | --- |
* | "Enter a valid date (YYYY-MM-DD)" |
*
* @param {Valid_Enter_Date_FormatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_enter_date_format = /** @type {((inputs?: Valid_Enter_Date_FormatInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Enter_Date_FormatInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_enter_date_format(inputs)
	if (locale === "fr") return fr_valid_enter_date_format(inputs)
	if (locale === "it") return it_valid_enter_date_format(inputs)
	return en_valid_enter_date_format(inputs)
});