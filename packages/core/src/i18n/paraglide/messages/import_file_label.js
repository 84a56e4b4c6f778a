/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_File_LabelInputs */

const en_import_file_label = /** @type {(inputs: Import_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV file`)
};

const de_import_file_label = /** @type {(inputs: Import_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV-Datei`)
};

const fr_import_file_label = /** @type {(inputs: Import_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier CSV`)
};

const it_import_file_label = /** @type {(inputs: Import_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File CSV`)
};

/**
* | output |
* | --- |
* | "CSV file" |
*
* @param {Import_File_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_file_label = /** @type {((inputs?: Import_File_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_File_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_file_label(inputs)
	if (locale === "fr") return fr_import_file_label(inputs)
	if (locale === "it") return it_import_file_label(inputs)
	return en_import_file_label(inputs)
});