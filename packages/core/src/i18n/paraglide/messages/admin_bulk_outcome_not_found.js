/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_Outcome_Not_FoundInputs */

const en_admin_bulk_outcome_not_found = /** @type {(inputs: Admin_Bulk_Outcome_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no longer exists`)
};

const de_admin_bulk_outcome_not_found = /** @type {(inputs: Admin_Bulk_Outcome_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`existiert nicht mehr`)
};

const fr_admin_bulk_outcome_not_found = /** @type {(inputs: Admin_Bulk_Outcome_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`n’existe plus`)
};

const it_admin_bulk_outcome_not_found = /** @type {(inputs: Admin_Bulk_Outcome_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non esiste più`)
};

/**
* | output |
* | --- |
* | "no longer exists" |
*
* @param {Admin_Bulk_Outcome_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_outcome_not_found = /** @type {((inputs?: Admin_Bulk_Outcome_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Outcome_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_outcome_not_found(inputs)
	if (locale === "fr") return fr_admin_bulk_outcome_not_found(inputs)
	if (locale === "it") return it_admin_bulk_outcome_not_found(inputs)
	return en_admin_bulk_outcome_not_found(inputs)
});