/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_No_FileInputs */

const en_files_no_file = /** @type {(inputs: Files_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No file selected`)
};

const de_files_no_file = /** @type {(inputs: Files_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Datei ausgewählt`)
};

const fr_files_no_file = /** @type {(inputs: Files_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun fichier sélectionné`)
};

const it_files_no_file = /** @type {(inputs: Files_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun file selezionato`)
};

/**
* | output |
* | --- |
* | "No file selected" |
*
* @param {Files_No_FileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_no_file = /** @type {((inputs?: Files_No_FileInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_No_FileInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_no_file(inputs)
	if (locale === "fr") return fr_files_no_file(inputs)
	if (locale === "it") return it_files_no_file(inputs)
	return en_files_no_file(inputs)
});