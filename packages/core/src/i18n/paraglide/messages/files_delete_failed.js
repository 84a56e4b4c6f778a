/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_Delete_FailedInputs */

const en_files_delete_failed = /** @type {(inputs: Files_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete failed`)
};

const de_files_delete_failed = /** @type {(inputs: Files_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Löschen fehlgeschlagen`)
};

const fr_files_delete_failed = /** @type {(inputs: Files_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la suppression`)
};

const it_files_delete_failed = /** @type {(inputs: Files_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminazione non riuscita`)
};

/**
* | output |
* | --- |
* | "Delete failed" |
*
* @param {Files_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_delete_failed = /** @type {((inputs?: Files_Delete_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_Delete_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_delete_failed(inputs)
	if (locale === "fr") return fr_files_delete_failed(inputs)
	if (locale === "it") return it_files_delete_failed(inputs)
	return en_files_delete_failed(inputs)
});