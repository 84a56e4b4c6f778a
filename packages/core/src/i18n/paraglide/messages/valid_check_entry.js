/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Valid_Check_EntryInputs */

const en_valid_check_entry = /** @type {(inputs: Valid_Check_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check this entry.`)
};

const de_valid_check_entry = /** @type {(inputs: Valid_Check_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte überprüfen Sie diese Eingabe.`)
};

const fr_valid_check_entry = /** @type {(inputs: Valid_Check_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vérifier cette saisie.`)
};

const it_valid_check_entry = /** @type {(inputs: Valid_Check_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifichi questo dato.`)
};

/**
* | output |
* | --- |
* | "Please check this entry." |
*
* @param {Valid_Check_EntryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_check_entry = /** @type {((inputs?: Valid_Check_EntryInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Valid_Check_EntryInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_valid_check_entry(inputs)
	if (locale === "fr") return fr_valid_check_entry(inputs)
	if (locale === "it") return it_valid_check_entry(inputs)
	return en_valid_check_entry(inputs)
});