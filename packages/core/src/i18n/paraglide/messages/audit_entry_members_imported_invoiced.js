/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, members: NonNullable<unknown>, skipped: NonNullable<unknown>, failed: NonNullable<unknown>, invoices: NonNullable<unknown> }} Audit_Entry_Members_Imported_InvoicedInputs */

const en_audit_entry_members_imported_invoiced = /** @type {(inputs: Audit_Entry_Members_Imported_InvoicedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} imported ${i?.members} (${i?.skipped} already there, ${i?.failed} failed, ${i?.invoices} sent)`)
};

const de_audit_entry_members_imported_invoiced = /** @type {(inputs: Audit_Entry_Members_Imported_InvoicedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat ${i?.members} importiert (${i?.skipped} schon vorhanden, ${i?.failed} fehlgeschlagen, ${i?.invoices} versandt)`)
};

const fr_audit_entry_members_imported_invoiced = /** @type {(inputs: Audit_Entry_Members_Imported_InvoicedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a importé ${i?.members} (déjà présents : ${i?.skipped}, en échec : ${i?.failed}, envoi de ${i?.invoices})`)
};

const it_audit_entry_members_imported_invoiced = /** @type {(inputs: Audit_Entry_Members_Imported_InvoicedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha importato ${i?.members} (già presenti: ${i?.skipped}, non riusciti: ${i?.failed}, invio di ${i?.invoices})`)
};

/**
* | output |
* | --- |
* | "{actor} imported {members} ({skipped} already there, {failed} failed, {invoices} sent)" |
*
* @param {Audit_Entry_Members_Imported_InvoicedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_members_imported_invoiced = /** @type {((inputs: Audit_Entry_Members_Imported_InvoicedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Members_Imported_InvoicedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_members_imported_invoiced(inputs)
	if (locale === "fr") return fr_audit_entry_members_imported_invoiced(inputs)
	if (locale === "it") return it_audit_entry_members_imported_invoiced(inputs)
	return en_audit_entry_members_imported_invoiced(inputs)
});