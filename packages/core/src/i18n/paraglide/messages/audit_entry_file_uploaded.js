/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, file: NonNullable<unknown>, size: NonNullable<unknown> }} Audit_Entry_File_UploadedInputs */

const en_audit_entry_file_uploaded = /** @type {(inputs: Audit_Entry_File_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} uploaded ${i?.file} (${i?.size})`)
};

const de_audit_entry_file_uploaded = /** @type {(inputs: Audit_Entry_File_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat ${i?.file} (${i?.size}) hochgeladen`)
};

const fr_audit_entry_file_uploaded = /** @type {(inputs: Audit_Entry_File_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a téléversé ${i?.file} (${i?.size})`)
};

const it_audit_entry_file_uploaded = /** @type {(inputs: Audit_Entry_File_UploadedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha caricato ${i?.file} (${i?.size})`)
};

/**
* | output |
* | --- |
* | "{actor} uploaded {file} ({size})" |
*
* @param {Audit_Entry_File_UploadedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_file_uploaded = /** @type {((inputs: Audit_Entry_File_UploadedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_File_UploadedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_file_uploaded(inputs)
	if (locale === "fr") return fr_audit_entry_file_uploaded(inputs)
	if (locale === "it") return it_audit_entry_file_uploaded(inputs)
	return en_audit_entry_file_uploaded(inputs)
});