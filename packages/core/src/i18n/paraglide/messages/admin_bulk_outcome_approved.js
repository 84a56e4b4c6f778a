/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_Outcome_ApprovedInputs */

const en_admin_bulk_outcome_approved = /** @type {(inputs: Admin_Bulk_Outcome_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approved`)
};

const de_admin_bulk_outcome_approved = /** @type {(inputs: Admin_Bulk_Outcome_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`genehmigt`)
};

const fr_admin_bulk_outcome_approved = /** @type {(inputs: Admin_Bulk_Outcome_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approuvé`)
};

const it_admin_bulk_outcome_approved = /** @type {(inputs: Admin_Bulk_Outcome_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approvato`)
};

/**
* | output |
* | --- |
* | "approved" |
*
* @param {Admin_Bulk_Outcome_ApprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_outcome_approved = /** @type {((inputs?: Admin_Bulk_Outcome_ApprovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Outcome_ApprovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_outcome_approved(inputs)
	if (locale === "fr") return fr_admin_bulk_outcome_approved(inputs)
	if (locale === "it") return it_admin_bulk_outcome_approved(inputs)
	return en_admin_bulk_outcome_approved(inputs)
});