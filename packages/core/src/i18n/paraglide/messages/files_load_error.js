/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_Load_ErrorInputs */

const en_files_load_error = /** @type {(inputs: Files_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error loading files`)
};

const de_files_load_error = /** @type {(inputs: Files_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Laden der Dateien`)
};

const fr_files_load_error = /** @type {(inputs: Files_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors du chargement des fichiers`)
};

const it_files_load_error = /** @type {(inputs: Files_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nel caricamento dei file`)
};

/**
* | output |
* | --- |
* | "Error loading files" |
*
* @param {Files_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_load_error = /** @type {((inputs?: Files_Load_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_Load_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_load_error(inputs)
	if (locale === "fr") return fr_files_load_error(inputs)
	if (locale === "it") return it_files_load_error(inputs)
	return en_files_load_error(inputs)
});