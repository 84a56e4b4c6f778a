/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_UploadingInputs */

const en_files_uploading = /** @type {(inputs: Files_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading…`)
};

const de_files_uploading = /** @type {(inputs: Files_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird hochgeladen…`)
};

const fr_files_uploading = /** @type {(inputs: Files_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléversement…`)
};

const it_files_uploading = /** @type {(inputs: Files_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento in corso…`)
};

/**
* | output |
* | --- |
* | "Uploading…" |
*
* @param {Files_UploadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_uploading = /** @type {((inputs?: Files_UploadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_UploadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_uploading(inputs)
	if (locale === "fr") return fr_files_uploading(inputs)
	if (locale === "it") return it_files_uploading(inputs)
	return en_files_uploading(inputs)
});