/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Invalid_FileInputs */

const en_import_invalid_file = /** @type {(inputs: Import_Invalid_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid file`)
};

const de_import_invalid_file = /** @type {(inputs: Import_Invalid_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Datei`)
};

const fr_import_invalid_file = /** @type {(inputs: Import_Invalid_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier non valide`)
};

const it_import_invalid_file = /** @type {(inputs: Import_Invalid_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File non valido`)
};

/**
* | output |
* | --- |
* | "Invalid file" |
*
* @param {Import_Invalid_FileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_invalid_file = /** @type {((inputs?: Import_Invalid_FileInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Invalid_FileInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_invalid_file(inputs)
	if (locale === "fr") return fr_import_invalid_file(inputs)
	if (locale === "it") return it_import_invalid_file(inputs)
	return en_import_invalid_file(inputs)
});