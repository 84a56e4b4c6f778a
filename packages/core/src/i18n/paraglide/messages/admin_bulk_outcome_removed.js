/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_Outcome_RemovedInputs */

const en_admin_bulk_outcome_removed = /** @type {(inputs: Admin_Bulk_Outcome_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`removed`)
};

const de_admin_bulk_outcome_removed = /** @type {(inputs: Admin_Bulk_Outcome_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entfernt`)
};

const fr_admin_bulk_outcome_removed = /** @type {(inputs: Admin_Bulk_Outcome_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`supprimé`)
};

const it_admin_bulk_outcome_removed = /** @type {(inputs: Admin_Bulk_Outcome_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rimosso`)
};

/**
* | output |
* | --- |
* | "removed" |
*
* @param {Admin_Bulk_Outcome_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_outcome_removed = /** @type {((inputs?: Admin_Bulk_Outcome_RemovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Outcome_RemovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_outcome_removed(inputs)
	if (locale === "fr") return fr_admin_bulk_outcome_removed(inputs)
	if (locale === "it") return it_admin_bulk_outcome_removed(inputs)
	return en_admin_bulk_outcome_removed(inputs)
});