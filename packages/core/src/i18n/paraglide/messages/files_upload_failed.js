/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_Upload_FailedInputs */

const en_files_upload_failed = /** @type {(inputs: Files_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload failed`)
};

const de_files_upload_failed = /** @type {(inputs: Files_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hochladen fehlgeschlagen`)
};

const fr_files_upload_failed = /** @type {(inputs: Files_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec du téléversement`)
};

const it_files_upload_failed = /** @type {(inputs: Files_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento non riuscito`)
};

/**
* | output |
* | --- |
* | "Upload failed" |
*
* @param {Files_Upload_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_upload_failed = /** @type {((inputs?: Files_Upload_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_Upload_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_upload_failed(inputs)
	if (locale === "fr") return fr_files_upload_failed(inputs)
	if (locale === "it") return it_files_upload_failed(inputs)
	return en_files_upload_failed(inputs)
});