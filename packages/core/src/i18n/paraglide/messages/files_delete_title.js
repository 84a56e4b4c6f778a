/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_Delete_TitleInputs */

const en_files_delete_title = /** @type {(inputs: Files_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete file?`)
};

const de_files_delete_title = /** @type {(inputs: Files_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datei löschen?`)
};

const fr_files_delete_title = /** @type {(inputs: Files_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer le fichier ?`)
};

const it_files_delete_title = /** @type {(inputs: Files_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminare il file?`)
};

/**
* | output |
* | --- |
* | "Delete file?" |
*
* @param {Files_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_delete_title = /** @type {((inputs?: Files_Delete_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_Delete_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_delete_title(inputs)
	if (locale === "fr") return fr_files_delete_title(inputs)
	if (locale === "it") return it_files_delete_title(inputs)
	return en_files_delete_title(inputs)
});