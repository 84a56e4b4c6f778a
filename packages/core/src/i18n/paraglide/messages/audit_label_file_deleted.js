/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_File_DeletedInputs */

const en_audit_label_file_deleted = /** @type {(inputs: Audit_Label_File_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File deleted`)
};

const de_audit_label_file_deleted = /** @type {(inputs: Audit_Label_File_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datei gelöscht`)
};

const fr_audit_label_file_deleted = /** @type {(inputs: Audit_Label_File_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier supprimé`)
};

const it_audit_label_file_deleted = /** @type {(inputs: Audit_Label_File_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File eliminato`)
};

/**
* | output |
* | --- |
* | "File deleted" |
*
* @param {Audit_Label_File_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_file_deleted = /** @type {((inputs?: Audit_Label_File_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_File_DeletedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_file_deleted(inputs)
	if (locale === "fr") return fr_audit_label_file_deleted(inputs)
	if (locale === "it") return it_audit_label_file_deleted(inputs)
	return en_audit_label_file_deleted(inputs)
});