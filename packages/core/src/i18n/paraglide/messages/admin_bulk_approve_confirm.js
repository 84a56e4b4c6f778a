/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ people: NonNullable<unknown> }} Admin_Bulk_Approve_ConfirmInputs */

const en_admin_bulk_approve_confirm = /** @type {(inputs: Admin_Bulk_Approve_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approve ${i?.people}`)
};

const de_admin_bulk_approve_confirm = /** @type {(inputs: Admin_Bulk_Approve_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.people} genehmigen`)
};

const fr_admin_bulk_approve_confirm = /** @type {(inputs: Admin_Bulk_Approve_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approuver ${i?.people}`)
};

const it_admin_bulk_approve_confirm = /** @type {(inputs: Admin_Bulk_Approve_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approvare ${i?.people}`)
};

/**
* | output |
* | --- |
* | "Approve {people}" |
*
* @param {Admin_Bulk_Approve_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_approve_confirm = /** @type {((inputs: Admin_Bulk_Approve_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Approve_ConfirmInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_approve_confirm(inputs)
	if (locale === "fr") return fr_admin_bulk_approve_confirm(inputs)
	if (locale === "it") return it_admin_bulk_approve_confirm(inputs)
	return en_admin_bulk_approve_confirm(inputs)
});