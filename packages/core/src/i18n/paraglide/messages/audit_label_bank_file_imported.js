/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Bank_File_ImportedInputs */

const en_audit_label_bank_file_imported = /** @type {(inputs: Audit_Label_Bank_File_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank file imported`)
};

const de_audit_label_bank_file_imported = /** @type {(inputs: Audit_Label_Bank_File_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bankdatei importiert`)
};

const fr_audit_label_bank_file_imported = /** @type {(inputs: Audit_Label_Bank_File_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier bancaire importé`)
};

const it_audit_label_bank_file_imported = /** @type {(inputs: Audit_Label_Bank_File_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File bancario importato`)
};

/**
* | output |
* | --- |
* | "Bank file imported" |
*
* @param {Audit_Label_Bank_File_ImportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_bank_file_imported = /** @type {((inputs?: Audit_Label_Bank_File_ImportedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Bank_File_ImportedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_bank_file_imported(inputs)
	if (locale === "fr") return fr_audit_label_bank_file_imported(inputs)
	if (locale === "it") return it_audit_label_bank_file_imported(inputs)
	return en_audit_label_bank_file_imported(inputs)
});