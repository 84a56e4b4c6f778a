/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Resigned_Account_DeletedInputs */

const en_audit_label_resigned_account_deleted = /** @type {(inputs: Audit_Label_Resigned_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account deleted after resignation`)
};

const de_audit_label_resigned_account_deleted = /** @type {(inputs: Audit_Label_Resigned_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto nach Austritt gelöscht`)
};

const fr_audit_label_resigned_account_deleted = /** @type {(inputs: Audit_Label_Resigned_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte supprimé après démission`)
};

const it_audit_label_resigned_account_deleted = /** @type {(inputs: Audit_Label_Resigned_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account eliminato dopo le dimissioni`)
};

/**
* | output |
* | --- |
* | "Account deleted after resignation" |
*
* @param {Audit_Label_Resigned_Account_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_resigned_account_deleted = /** @type {((inputs?: Audit_Label_Resigned_Account_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Resigned_Account_DeletedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_resigned_account_deleted(inputs)
	if (locale === "fr") return fr_audit_label_resigned_account_deleted(inputs)
	if (locale === "it") return it_audit_label_resigned_account_deleted(inputs)
	return en_audit_label_resigned_account_deleted(inputs)
});