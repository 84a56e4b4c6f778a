/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ on: NonNullable<unknown> }} Audit_Entry_Account_Deleted_At_RequestInputs */

const en_audit_entry_account_deleted_at_request = /** @type {(inputs: Audit_Entry_Account_Deleted_At_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The account of a member who resigned with immediate effect${i?.on} was deleted at their request`)
};

const de_audit_entry_account_deleted_at_request = /** @type {(inputs: Audit_Entry_Account_Deleted_At_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Konto eines${i?.on} mit sofortiger Wirkung ausgetretenen Mitglieds wurde auf dessen Wunsch gelöscht`)
};

const fr_audit_entry_account_deleted_at_request = /** @type {(inputs: Audit_Entry_Account_Deleted_At_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le compte d’un membre ayant démissionné avec effet immédiat${i?.on} a été supprimé à sa demande`)
};

const it_audit_entry_account_deleted_at_request = /** @type {(inputs: Audit_Entry_Account_Deleted_At_RequestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’account di un membro dimessosi con effetto immediato${i?.on} è stato eliminato su sua richiesta`)
};

/**
* | output |
* | --- |
* | "The account of a member who resigned with immediate effect{on} was deleted at their request" |
*
* @param {Audit_Entry_Account_Deleted_At_RequestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_account_deleted_at_request = /** @type {((inputs: Audit_Entry_Account_Deleted_At_RequestInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Account_Deleted_At_RequestInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_account_deleted_at_request(inputs)
	if (locale === "fr") return fr_audit_entry_account_deleted_at_request(inputs)
	if (locale === "it") return it_audit_entry_account_deleted_at_request(inputs)
	return en_audit_entry_account_deleted_at_request(inputs)
});