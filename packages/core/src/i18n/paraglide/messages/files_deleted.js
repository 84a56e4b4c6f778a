/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_DeletedInputs */

const en_files_deleted = /** @type {(inputs: Files_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File deleted`)
};

const de_files_deleted = /** @type {(inputs: Files_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datei gelöscht`)
};

const fr_files_deleted = /** @type {(inputs: Files_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier supprimé`)
};

const it_files_deleted = /** @type {(inputs: Files_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File eliminato`)
};

/**
* | output |
* | --- |
* | "File deleted" |
*
* @param {Files_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_deleted = /** @type {((inputs?: Files_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_DeletedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_deleted(inputs)
	if (locale === "fr") return fr_files_deleted(inputs)
	if (locale === "it") return it_files_deleted(inputs)
	return en_files_deleted(inputs)
});