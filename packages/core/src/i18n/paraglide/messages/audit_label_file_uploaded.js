/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_File_UploadedInputs */

const en_audit_label_file_uploaded = /** @type {(inputs: Audit_Label_File_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File uploaded`)
};

const de_audit_label_file_uploaded = /** @type {(inputs: Audit_Label_File_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datei hochgeladen`)
};

const fr_audit_label_file_uploaded = /** @type {(inputs: Audit_Label_File_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier téléversé`)
};

const it_audit_label_file_uploaded = /** @type {(inputs: Audit_Label_File_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File caricato`)
};

/**
* | output |
* | --- |
* | "File uploaded" |
*
* @param {Audit_Label_File_UploadedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_file_uploaded = /** @type {((inputs?: Audit_Label_File_UploadedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_File_UploadedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_file_uploaded(inputs)
	if (locale === "fr") return fr_audit_label_file_uploaded(inputs)
	if (locale === "it") return it_audit_label_file_uploaded(inputs)
	return en_audit_label_file_uploaded(inputs)
});