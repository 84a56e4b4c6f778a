/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_Outcome_Last_AdminInputs */

const en_admin_bulk_outcome_last_admin = /** @type {(inputs: Admin_Bulk_Outcome_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last admin cannot be removed or demoted`)
};

const de_admin_bulk_outcome_last_admin = /** @type {(inputs: Admin_Bulk_Outcome_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`der letzte Admin kann nicht entfernt oder herabgestuft werden`)
};

const fr_admin_bulk_outcome_last_admin = /** @type {(inputs: Admin_Bulk_Outcome_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le dernier administrateur ne peut être ni supprimé ni rétrogradé`)
};

const it_admin_bulk_outcome_last_admin = /** @type {(inputs: Admin_Bulk_Outcome_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`l’ultimo amministratore non può essere rimosso né declassato`)
};

/**
* | output |
* | --- |
* | "last admin cannot be removed or demoted" |
*
* @param {Admin_Bulk_Outcome_Last_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_outcome_last_admin = /** @type {((inputs?: Admin_Bulk_Outcome_Last_AdminInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_Outcome_Last_AdminInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_outcome_last_admin(inputs)
	if (locale === "fr") return fr_admin_bulk_outcome_last_admin(inputs)
	if (locale === "it") return it_admin_bulk_outcome_last_admin(inputs)
	return en_admin_bulk_outcome_last_admin(inputs)
});