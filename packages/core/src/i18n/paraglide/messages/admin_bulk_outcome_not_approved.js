/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_Outcome_Not_ApprovedInputs */

const en_admin_bulk_outcome_not_approved = /** @type {(inputs: Admin_Bulk_Outcome_Not_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not approved yet: approve first`)
};

const de_admin_bulk_outcome_not_approved = /** @type {(inputs: Admin_Bulk_Outcome_Not_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`noch nicht genehmigt: zuerst genehmigen`)
};

const fr_admin_bulk_outcome_not_approved = /** @type {(inputs: Admin_Bulk_Outcome_Not_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pas encore approuvé : approuvez d’abord`)
};

const it_admin_bulk_outcome_not_approved = /** @type {(inputs: Admin_Bulk_Outcome_Not_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non ancora approvato: lo approvi prima`)
};

/**
* | output |
* | --- |
* | "not approved yet: approve first" |
*
* @param {Admin_Bulk_Outcome_Not_ApprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_outcome_not_approved = /** @type {((inputs?: Admin_Bulk_Outcome_Not_ApprovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Outcome_Not_ApprovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_outcome_not_approved(inputs)
	if (locale === "fr") return fr_admin_bulk_outcome_not_approved(inputs)
	if (locale === "it") return it_admin_bulk_outcome_not_approved(inputs)
	return en_admin_bulk_outcome_not_approved(inputs)
});