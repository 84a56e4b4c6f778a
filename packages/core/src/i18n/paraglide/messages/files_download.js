/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_DownloadInputs */

const en_files_download = /** @type {(inputs: Files_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download`)
};

const de_files_download = /** @type {(inputs: Files_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herunterladen`)
};

const fr_files_download = /** @type {(inputs: Files_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger`)
};

const it_files_download = /** @type {(inputs: Files_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scaricare`)
};

/**
* | output |
* | --- |
* | "Download" |
*
* @param {Files_DownloadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_download = /** @type {((inputs?: Files_DownloadInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_DownloadInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_download(inputs)
	if (locale === "fr") return fr_files_download(inputs)
	if (locale === "it") return it_files_download(inputs)
	return en_files_download(inputs)
});