/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ on: NonNullable<unknown>, invoices: NonNullable<unknown> }} Audit_Entry_Account_Deleted_At_Request_ClosedInputs */

const en_audit_entry_account_deleted_at_request_closed = /** @type {(inputs: Audit_Entry_Account_Deleted_At_Request_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The account of a member who resigned with immediate effect${i?.on} was deleted at their request, and ${i?.invoices} closed`)
};

const de_audit_entry_account_deleted_at_request_closed = /** @type {(inputs: Audit_Entry_Account_Deleted_At_Request_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Konto eines${i?.on} mit sofortiger Wirkung ausgetretenen Mitglieds wurde auf dessen Wunsch gelöscht; abgeschlossen: ${i?.invoices}`)
};

const fr_audit_entry_account_deleted_at_request_closed = /** @type {(inputs: Audit_Entry_Account_Deleted_At_Request_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le compte d’un membre ayant démissionné avec effet immédiat${i?.on} a été supprimé à sa demande, avec clôture de ${i?.invoices}`)
};

const it_audit_entry_account_deleted_at_request_closed = /** @type {(inputs: Audit_Entry_Account_Deleted_At_Request_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’account di un membro dimessosi con effetto immediato${i?.on} è stato eliminato su sua richiesta, con la chiusura di ${i?.invoices}`)
};

/**
* | output |
* | --- |
* | "The account of a member who resigned with immediate effect{on} was deleted at their request, and {invoices} closed" |
*
* @param {Audit_Entry_Account_Deleted_At_Request_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_account_deleted_at_request_closed = /** @type {((inputs: Audit_Entry_Account_Deleted_At_Request_ClosedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Account_Deleted_At_Request_ClosedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_account_deleted_at_request_closed(inputs)
	if (locale === "fr") return fr_audit_entry_account_deleted_at_request_closed(inputs)
	if (locale === "it") return it_audit_entry_account_deleted_at_request_closed(inputs)
	return en_audit_entry_account_deleted_at_request_closed(inputs)
});