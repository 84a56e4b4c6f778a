/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Admin_Bulk_Role_ConfirmInputs */

const en_admin_bulk_role_confirm = /** @type {(inputs: Admin_Bulk_Role_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Make ${i?.role}`)
};

const de_admin_bulk_role_confirm = /** @type {(inputs: Admin_Bulk_Role_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zu ${i?.role} machen`)
};

const fr_admin_bulk_role_confirm = /** @type {(inputs: Admin_Bulk_Role_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rendre ${i?.role}`)
};

const it_admin_bulk_role_confirm = /** @type {(inputs: Admin_Bulk_Role_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rendere ${i?.role}`)
};

/**
* | output |
* | --- |
* | "Make {role}" |
*
* @param {Admin_Bulk_Role_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_role_confirm = /** @type {((inputs: Admin_Bulk_Role_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Role_ConfirmInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_role_confirm(inputs)
	if (locale === "fr") return fr_admin_bulk_role_confirm(inputs)
	if (locale === "it") return it_admin_bulk_role_confirm(inputs)
	return en_admin_bulk_role_confirm(inputs)
});