/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, on: NonNullable<unknown> }} Audit_Entry_Account_DeletedInputs */

const en_audit_entry_account_deleted = /** @type {(inputs: Audit_Entry_Account_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} deleted the account of a member who left${i?.on}`)
};

const de_audit_entry_account_deleted = /** @type {(inputs: Audit_Entry_Account_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat das Konto eines${i?.on} ausgetretenen Mitglieds gelöscht`)
};

const fr_audit_entry_account_deleted = /** @type {(inputs: Audit_Entry_Account_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a supprimé le compte d’un membre parti${i?.on}`)
};

const it_audit_entry_account_deleted = /** @type {(inputs: Audit_Entry_Account_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha eliminato l’account di un membro uscito${i?.on}`)
};

/**
* | output |
* | --- |
* | "{actor} deleted the account of a member who left{on}" |
*
* @param {Audit_Entry_Account_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_account_deleted = /** @type {((inputs: Audit_Entry_Account_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Account_DeletedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_account_deleted(inputs)
	if (locale === "fr") return fr_audit_entry_account_deleted(inputs)
	if (locale === "it") return it_audit_entry_account_deleted(inputs)
	return en_audit_entry_account_deleted(inputs)
});