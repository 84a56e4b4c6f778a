/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, file: NonNullable<unknown> }} Audit_Entry_File_Uploaded_UnsizedInputs */

const en_audit_entry_file_uploaded_unsized = /** @type {(inputs: Audit_Entry_File_Uploaded_UnsizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} uploaded ${i?.file}`)
};

const de_audit_entry_file_uploaded_unsized = /** @type {(inputs: Audit_Entry_File_Uploaded_UnsizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat ${i?.file} hochgeladen`)
};

const fr_audit_entry_file_uploaded_unsized = /** @type {(inputs: Audit_Entry_File_Uploaded_UnsizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a téléversé ${i?.file}`)
};

const it_audit_entry_file_uploaded_unsized = /** @type {(inputs: Audit_Entry_File_Uploaded_UnsizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha caricato ${i?.file}`)
};

/**
* | output |
* | --- |
* | "{actor} uploaded {file}" |
*
* @param {Audit_Entry_File_Uploaded_UnsizedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_file_uploaded_unsized = /** @type {((inputs: Audit_Entry_File_Uploaded_UnsizedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_File_Uploaded_UnsizedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_file_uploaded_unsized(inputs)
	if (locale === "fr") return fr_audit_entry_file_uploaded_unsized(inputs)
	if (locale === "it") return it_audit_entry_file_uploaded_unsized(inputs)
	return en_audit_entry_file_uploaded_unsized(inputs)
});