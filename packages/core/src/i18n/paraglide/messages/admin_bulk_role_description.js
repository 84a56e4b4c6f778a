/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ role: NonNullable<unknown> }} Admin_Bulk_Role_DescriptionInputs */

const en_admin_bulk_role_description = /** @type {(inputs: Admin_Bulk_Role_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Their role becomes ${i?.role}. No mail goes out.`)
};

const de_admin_bulk_role_description = /** @type {(inputs: Admin_Bulk_Role_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Rolle wird ${i?.role}. Es wird keine E-Mail versandt.`)
};

const fr_admin_bulk_role_description = /** @type {(inputs: Admin_Bulk_Role_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leur rôle devient ${i?.role}. Aucun e-mail n’est envoyé.`)
};

const it_admin_bulk_role_description = /** @type {(inputs: Admin_Bulk_Role_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il loro ruolo diventa ${i?.role}. Non viene inviata alcuna e-mail.`)
};

/**
* | output |
* | --- |
* | "Their role becomes {role}. No mail goes out." |
*
* @param {Admin_Bulk_Role_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_role_description = /** @type {((inputs: Admin_Bulk_Role_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Role_DescriptionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_role_description(inputs)
	if (locale === "fr") return fr_admin_bulk_role_description(inputs)
	if (locale === "it") return it_admin_bulk_role_description(inputs)
	return en_admin_bulk_role_description(inputs)
});