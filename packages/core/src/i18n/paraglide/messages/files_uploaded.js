/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_UploadedInputs */

const en_files_uploaded = /** @type {(inputs: Files_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File uploaded`)
};

const de_files_uploaded = /** @type {(inputs: Files_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datei hochgeladen`)
};

const fr_files_uploaded = /** @type {(inputs: Files_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier téléversé`)
};

const it_files_uploaded = /** @type {(inputs: Files_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File caricato`)
};

/**
* | output |
* | --- |
* | "File uploaded" |
*
* @param {Files_UploadedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_uploaded = /** @type {((inputs?: Files_UploadedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_UploadedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_uploaded(inputs)
	if (locale === "fr") return fr_files_uploaded(inputs)
	if (locale === "it") return it_files_uploaded(inputs)
	return en_files_uploaded(inputs)
});