/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_Download_StartedInputs */

const en_files_download_started = /** @type {(inputs: Files_Download_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download started`)
};

const de_files_download_started = /** @type {(inputs: Files_Download_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download gestartet`)
};

const fr_files_download_started = /** @type {(inputs: Files_Download_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléchargement lancé`)
};

const it_files_download_started = /** @type {(inputs: Files_Download_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download avviato`)
};

/**
* | output |
* | --- |
* | "Download started" |
*
* @param {Files_Download_StartedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_download_started = /** @type {((inputs?: Files_Download_StartedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_Download_StartedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_download_started(inputs)
	if (locale === "fr") return fr_files_download_started(inputs)
	if (locale === "it") return it_files_download_started(inputs)
	return en_files_download_started(inputs)
});