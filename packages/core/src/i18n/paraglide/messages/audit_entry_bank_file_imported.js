/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, credits: NonNullable<unknown>, booked: NonNullable<unknown>, unmatched: NonNullable<unknown>, duplicates: NonNullable<unknown> }} Audit_Entry_Bank_File_ImportedInputs */

const en_audit_entry_bank_file_imported = /** @type {(inputs: Audit_Entry_Bank_File_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} imported a bank file with ${i?.credits}: ${i?.booked} booked, ${i?.unmatched} unmatched, ${i?.duplicates} imported before`)
};

const de_audit_entry_bank_file_imported = /** @type {(inputs: Audit_Entry_Bank_File_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat eine Bankdatei mit ${i?.credits} importiert: ${i?.booked} verbucht, ${i?.unmatched} nicht zugeordnet, ${i?.duplicates} schon früher importiert`)
};

const fr_audit_entry_bank_file_imported = /** @type {(inputs: Audit_Entry_Bank_File_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a importé un fichier bancaire avec ${i?.credits} (comptabilisés : ${i?.booked}, non attribués : ${i?.unmatched}, déjà importés : ${i?.duplicates})`)
};

const it_audit_entry_bank_file_imported = /** @type {(inputs: Audit_Entry_Bank_File_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha importato un file bancario con ${i?.credits} (registrati: ${i?.booked}, non abbinati: ${i?.unmatched}, già importati: ${i?.duplicates})`)
};

/**
* | output |
* | --- |
* | "{actor} imported a bank file with {credits}: {booked} booked, {unmatched} unmatched, {duplicates} imported before" |
*
* @param {Audit_Entry_Bank_File_ImportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_bank_file_imported = /** @type {((inputs: Audit_Entry_Bank_File_ImportedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Bank_File_ImportedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_bank_file_imported(inputs)
	if (locale === "fr") return fr_audit_entry_bank_file_imported(inputs)
	if (locale === "it") return it_audit_entry_bank_file_imported(inputs)
	return en_audit_entry_bank_file_imported(inputs)
});