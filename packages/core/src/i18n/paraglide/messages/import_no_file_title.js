/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_No_File_TitleInputs */

const en_import_no_file_title = /** @type {(inputs: Import_No_File_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No file selected`)
};

const de_import_no_file_title = /** @type {(inputs: Import_No_File_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Datei ausgewählt`)
};

const fr_import_no_file_title = /** @type {(inputs: Import_No_File_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun fichier sélectionné`)
};

const it_import_no_file_title = /** @type {(inputs: Import_No_File_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun file selezionato`)
};

/**
* | output |
* | --- |
* | "No file selected" |
*
* @param {Import_No_File_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_no_file_title = /** @type {((inputs?: Import_No_File_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_No_File_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_no_file_title(inputs)
	if (locale === "fr") return fr_import_no_file_title(inputs)
	if (locale === "it") return it_import_no_file_title(inputs)
	return en_import_no_file_title(inputs)
});