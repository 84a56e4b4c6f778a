/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_EmptyInputs */

const en_files_empty = /** @type {(inputs: Files_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No files in this folder yet`)
};

const de_files_empty = /** @type {(inputs: Files_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Dateien in diesem Ordner`)
};

const fr_files_empty = /** @type {(inputs: Files_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun fichier dans ce dossier pour l’instant`)
};

const it_files_empty = /** @type {(inputs: Files_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessun file in questa cartella`)
};

/**
* | output |
* | --- |
* | "No files in this folder yet" |
*
* @param {Files_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_empty = /** @type {((inputs?: Files_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_EmptyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_empty(inputs)
	if (locale === "fr") return fr_files_empty(inputs)
	if (locale === "it") return it_files_empty(inputs)
	return en_files_empty(inputs)
});