/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_Download_FailedInputs */

const en_files_download_failed = /** @type {(inputs: Files_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download failed`)
};

const de_files_download_failed = /** @type {(inputs: Files_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download fehlgeschlagen`)
};

const fr_files_download_failed = /** @type {(inputs: Files_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec du téléchargement`)
};

const it_files_download_failed = /** @type {(inputs: Files_Download_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download non riuscito`)
};

/**
* | output |
* | --- |
* | "Download failed" |
*
* @param {Files_Download_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_download_failed = /** @type {((inputs?: Files_Download_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_Download_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_download_failed(inputs)
	if (locale === "fr") return fr_files_download_failed(inputs)
	if (locale === "it") return it_files_download_failed(inputs)
	return en_files_download_failed(inputs)
});