/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, members: NonNullable<unknown>, skipped: NonNullable<unknown>, failed: NonNullable<unknown> }} Audit_Entry_Members_ImportedInputs */

const en_audit_entry_members_imported = /** @type {(inputs: Audit_Entry_Members_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} imported ${i?.members} (${i?.skipped} already there, ${i?.failed} failed)`)
};

const de_audit_entry_members_imported = /** @type {(inputs: Audit_Entry_Members_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat ${i?.members} importiert (${i?.skipped} schon vorhanden, ${i?.failed} fehlgeschlagen)`)
};

const fr_audit_entry_members_imported = /** @type {(inputs: Audit_Entry_Members_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a importé ${i?.members} (déjà présents : ${i?.skipped}, en échec : ${i?.failed})`)
};

const it_audit_entry_members_imported = /** @type {(inputs: Audit_Entry_Members_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha importato ${i?.members} (già presenti: ${i?.skipped}, non riusciti: ${i?.failed})`)
};

/**
* | output |
* | --- |
* | "{actor} imported {members} ({skipped} already there, {failed} failed)" |
*
* @param {Audit_Entry_Members_ImportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_members_imported = /** @type {((inputs: Audit_Entry_Members_ImportedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Members_ImportedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_members_imported(inputs)
	if (locale === "fr") return fr_audit_entry_members_imported(inputs)
	if (locale === "it") return it_audit_entry_members_imported(inputs)
	return en_audit_entry_members_imported(inputs)
});