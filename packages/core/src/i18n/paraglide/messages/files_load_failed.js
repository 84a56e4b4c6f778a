/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_Load_FailedInputs */

const en_files_load_failed = /** @type {(inputs: Files_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The list of files could not be loaded.`)
};

const de_files_load_failed = /** @type {(inputs: Files_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Liste der Dateien konnte nicht geladen werden.`)
};

const fr_files_load_failed = /** @type {(inputs: Files_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La liste des fichiers n’a pas pu être chargée.`)
};

const it_files_load_failed = /** @type {(inputs: Files_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile caricare l’elenco dei file.`)
};

/**
* | output |
* | --- |
* | "The list of files could not be loaded." |
*
* @param {Files_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_load_failed = /** @type {((inputs?: Files_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_load_failed(inputs)
	if (locale === "fr") return fr_files_load_failed(inputs)
	if (locale === "it") return it_files_load_failed(inputs)
	return en_files_load_failed(inputs)
});