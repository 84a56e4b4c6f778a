/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_File_LabelInputs */

const en_files_file_label = /** @type {(inputs: Files_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File`)
};

const de_files_file_label = /** @type {(inputs: Files_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datei`)
};

const fr_files_file_label = /** @type {(inputs: Files_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier`)
};

const it_files_file_label = /** @type {(inputs: Files_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File`)
};

/**
* | output |
* | --- |
* | "File" |
*
* @param {Files_File_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_file_label = /** @type {((inputs?: Files_File_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_File_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_file_label(inputs)
	if (locale === "fr") return fr_files_file_label(inputs)
	if (locale === "it") return it_files_file_label(inputs)
	return en_files_file_label(inputs)
});