/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_Roles_Approved_OnlyInputs */

const en_admin_bulk_roles_approved_only = /** @type {(inputs: Admin_Bulk_Roles_Approved_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roles are for approved members only.`)
};

const de_admin_bulk_roles_approved_only = /** @type {(inputs: Admin_Bulk_Roles_Approved_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rollen gibt es nur für genehmigte Mitglieder.`)
};

const fr_admin_bulk_roles_approved_only = /** @type {(inputs: Admin_Bulk_Roles_Approved_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les rôles sont réservés aux membres approuvés.`)
};

const it_admin_bulk_roles_approved_only = /** @type {(inputs: Admin_Bulk_Roles_Approved_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I ruoli sono riservati ai membri approvati.`)
};

/**
* | output |
* | --- |
* | "Roles are for approved members only." |
*
* @param {Admin_Bulk_Roles_Approved_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_roles_approved_only = /** @type {((inputs?: Admin_Bulk_Roles_Approved_OnlyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Roles_Approved_OnlyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_roles_approved_only(inputs)
	if (locale === "fr") return fr_admin_bulk_roles_approved_only(inputs)
	if (locale === "it") return it_admin_bulk_roles_approved_only(inputs)
	return en_admin_bulk_roles_approved_only(inputs)
});