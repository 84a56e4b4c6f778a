/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_New_RoleInputs */

const en_admin_bulk_new_role = /** @type {(inputs: Admin_Bulk_New_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New role`)
};

const de_admin_bulk_new_role = /** @type {(inputs: Admin_Bulk_New_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Rolle`)
};

const fr_admin_bulk_new_role = /** @type {(inputs: Admin_Bulk_New_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau rôle`)
};

const it_admin_bulk_new_role = /** @type {(inputs: Admin_Bulk_New_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuovo ruolo`)
};

/**
* | output |
* | --- |
* | "New role" |
*
* @param {Admin_Bulk_New_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_new_role = /** @type {((inputs?: Admin_Bulk_New_RoleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_New_RoleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_new_role(inputs)
	if (locale === "fr") return fr_admin_bulk_new_role(inputs)
	if (locale === "it") return it_admin_bulk_new_role(inputs)
	return en_admin_bulk_new_role(inputs)
});