/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_Outcome_Already_DecidedInputs */

const en_admin_bulk_outcome_already_decided = /** @type {(inputs: Admin_Bulk_Outcome_Already_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`already decided`)
};

const de_admin_bulk_outcome_already_decided = /** @type {(inputs: Admin_Bulk_Outcome_Already_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bereits entschieden`)
};

const fr_admin_bulk_outcome_already_decided = /** @type {(inputs: Admin_Bulk_Outcome_Already_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`déjà décidé`)
};

const it_admin_bulk_outcome_already_decided = /** @type {(inputs: Admin_Bulk_Outcome_Already_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`già deciso`)
};

/**
* | output |
* | --- |
* | "already decided" |
*
* @param {Admin_Bulk_Outcome_Already_DecidedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_outcome_already_decided = /** @type {((inputs?: Admin_Bulk_Outcome_Already_DecidedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Outcome_Already_DecidedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_outcome_already_decided(inputs)
	if (locale === "fr") return fr_admin_bulk_outcome_already_decided(inputs)
	if (locale === "it") return it_admin_bulk_outcome_already_decided(inputs)
	return en_admin_bulk_outcome_already_decided(inputs)
});