/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_Outcome_Role_ChangedInputs */

const en_admin_bulk_outcome_role_changed = /** @type {(inputs: Admin_Bulk_Outcome_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`role changed`)
};

const de_admin_bulk_outcome_role_changed = /** @type {(inputs: Admin_Bulk_Outcome_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rolle geändert`)
};

const fr_admin_bulk_outcome_role_changed = /** @type {(inputs: Admin_Bulk_Outcome_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rôle modifié`)
};

const it_admin_bulk_outcome_role_changed = /** @type {(inputs: Admin_Bulk_Outcome_Role_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ruolo modificato`)
};

/**
* | output |
* | --- |
* | "role changed" |
*
* @param {Admin_Bulk_Outcome_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_outcome_role_changed = /** @type {((inputs?: Admin_Bulk_Outcome_Role_ChangedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Outcome_Role_ChangedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_outcome_role_changed(inputs)
	if (locale === "fr") return fr_admin_bulk_outcome_role_changed(inputs)
	if (locale === "it") return it_admin_bulk_outcome_role_changed(inputs)
	return en_admin_bulk_outcome_role_changed(inputs)
});