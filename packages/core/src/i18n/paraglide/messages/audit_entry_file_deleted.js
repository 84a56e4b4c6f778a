/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, file: NonNullable<unknown> }} Audit_Entry_File_DeletedInputs */

const en_audit_entry_file_deleted = /** @type {(inputs: Audit_Entry_File_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} deleted ${i?.file}`)
};

const de_audit_entry_file_deleted = /** @type {(inputs: Audit_Entry_File_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat ${i?.file} gelöscht`)
};

const fr_audit_entry_file_deleted = /** @type {(inputs: Audit_Entry_File_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a supprimé ${i?.file}`)
};

const it_audit_entry_file_deleted = /** @type {(inputs: Audit_Entry_File_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha eliminato ${i?.file}`)
};

/**
* | output |
* | --- |
* | "{actor} deleted {file}" |
*
* @param {Audit_Entry_File_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_file_deleted = /** @type {((inputs: Audit_Entry_File_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_File_DeletedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_file_deleted(inputs)
	if (locale === "fr") return fr_audit_entry_file_deleted(inputs)
	if (locale === "it") return it_audit_entry_file_deleted(inputs)
	return en_audit_entry_file_deleted(inputs)
});