/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ action: NonNullable<unknown> }} Admin_Bulk_ErrorInputs */

const en_admin_bulk_error = /** @type {(inputs: Admin_Bulk_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error: ${i?.action}`)
};

const de_admin_bulk_error = /** @type {(inputs: Admin_Bulk_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fehler: ${i?.action}`)
};

const fr_admin_bulk_error = /** @type {(inputs: Admin_Bulk_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erreur : ${i?.action}`)
};

const it_admin_bulk_error = /** @type {(inputs: Admin_Bulk_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Errore: ${i?.action}`)
};

/**
* | output |
* | --- |
* | "Error: {action}" |
*
* @param {Admin_Bulk_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_error = /** @type {((inputs: Admin_Bulk_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_error(inputs)
	if (locale === "fr") return fr_admin_bulk_error(inputs)
	if (locale === "it") return it_admin_bulk_error(inputs)
	return en_admin_bulk_error(inputs)
});