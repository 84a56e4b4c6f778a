/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_Outcome_RejectedInputs */

const en_admin_bulk_outcome_rejected = /** @type {(inputs: Admin_Bulk_Outcome_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rejected`)
};

const de_admin_bulk_outcome_rejected = /** @type {(inputs: Admin_Bulk_Outcome_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abgelehnt`)
};

const fr_admin_bulk_outcome_rejected = /** @type {(inputs: Admin_Bulk_Outcome_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refusé`)
};

const it_admin_bulk_outcome_rejected = /** @type {(inputs: Admin_Bulk_Outcome_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`respinto`)
};

/**
* | output |
* | --- |
* | "rejected" |
*
* @param {Admin_Bulk_Outcome_RejectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_outcome_rejected = /** @type {((inputs?: Admin_Bulk_Outcome_RejectedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Outcome_RejectedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_outcome_rejected(inputs)
	if (locale === "fr") return fr_admin_bulk_outcome_rejected(inputs)
	if (locale === "it") return it_admin_bulk_outcome_rejected(inputs)
	return en_admin_bulk_outcome_rejected(inputs)
});