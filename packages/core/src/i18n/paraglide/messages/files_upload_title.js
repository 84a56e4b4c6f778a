/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_Upload_TitleInputs */

const en_files_upload_title = /** @type {(inputs: Files_Upload_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload File`)
};

const de_files_upload_title = /** @type {(inputs: Files_Upload_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datei hochladen`)
};

const fr_files_upload_title = /** @type {(inputs: Files_Upload_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléverser un fichier`)
};

const it_files_upload_title = /** @type {(inputs: Files_Upload_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricare un file`)
};

/**
* | output |
* | --- |
* | "Upload File" |
*
* @param {Files_Upload_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_upload_title = /** @type {((inputs?: Files_Upload_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_Upload_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_upload_title(inputs)
	if (locale === "fr") return fr_files_upload_title(inputs)
	if (locale === "it") return it_files_upload_title(inputs)
	return en_files_upload_title(inputs)
});