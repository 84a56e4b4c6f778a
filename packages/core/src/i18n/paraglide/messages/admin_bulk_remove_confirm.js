/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ people: NonNullable<unknown> }} Admin_Bulk_Remove_ConfirmInputs */

const en_admin_bulk_remove_confirm = /** @type {(inputs: Admin_Bulk_Remove_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.people}`)
};

const de_admin_bulk_remove_confirm = /** @type {(inputs: Admin_Bulk_Remove_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.people} entfernen`)
};

const fr_admin_bulk_remove_confirm = /** @type {(inputs: Admin_Bulk_Remove_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer ${i?.people}`)
};

const it_admin_bulk_remove_confirm = /** @type {(inputs: Admin_Bulk_Remove_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rimuovere ${i?.people}`)
};

/**
* | output |
* | --- |
* | "Remove {people}" |
*
* @param {Admin_Bulk_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_remove_confirm = /** @type {((inputs: Admin_Bulk_Remove_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Remove_ConfirmInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_remove_confirm(inputs)
	if (locale === "fr") return fr_admin_bulk_remove_confirm(inputs)
	if (locale === "it") return it_admin_bulk_remove_confirm(inputs)
	return en_admin_bulk_remove_confirm(inputs)
});