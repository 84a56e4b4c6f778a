/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_UploadInputs */

const en_files_upload = /** @type {(inputs: Files_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload`)
};

const de_files_upload = /** @type {(inputs: Files_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hochladen`)
};

const fr_files_upload = /** @type {(inputs: Files_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléverser`)
};

const it_files_upload = /** @type {(inputs: Files_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricare`)
};

/**
* | output |
* | --- |
* | "Upload" |
*
* @param {Files_UploadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_upload = /** @type {((inputs?: Files_UploadInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_UploadInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_upload(inputs)
	if (locale === "fr") return fr_files_upload(inputs)
	if (locale === "it") return it_files_upload(inputs)
	return en_files_upload(inputs)
});