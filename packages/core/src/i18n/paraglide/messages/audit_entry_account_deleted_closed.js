/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, on: NonNullable<unknown>, invoices: NonNullable<unknown> }} Audit_Entry_Account_Deleted_ClosedInputs */

const en_audit_entry_account_deleted_closed = /** @type {(inputs: Audit_Entry_Account_Deleted_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} deleted the account of a member who left${i?.on} and closed ${i?.invoices}`)
};

const de_audit_entry_account_deleted_closed = /** @type {(inputs: Audit_Entry_Account_Deleted_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat das Konto eines${i?.on} ausgetretenen Mitglieds gelöscht und ${i?.invoices} abgeschlossen`)
};

const fr_audit_entry_account_deleted_closed = /** @type {(inputs: Audit_Entry_Account_Deleted_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a supprimé le compte d’un membre parti${i?.on} et clôturé ${i?.invoices}`)
};

const it_audit_entry_account_deleted_closed = /** @type {(inputs: Audit_Entry_Account_Deleted_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha eliminato l’account di un membro uscito${i?.on} e chiuso ${i?.invoices}`)
};

/**
* | output |
* | --- |
* | "{actor} deleted the account of a member who left{on} and closed {invoices}" |
*
* @param {Audit_Entry_Account_Deleted_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_account_deleted_closed = /** @type {((inputs: Audit_Entry_Account_Deleted_ClosedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Account_Deleted_ClosedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_account_deleted_closed(inputs)
	if (locale === "fr") return fr_audit_entry_account_deleted_closed(inputs)
	if (locale === "it") return it_audit_entry_account_deleted_closed(inputs)
	return en_audit_entry_account_deleted_closed(inputs)
});