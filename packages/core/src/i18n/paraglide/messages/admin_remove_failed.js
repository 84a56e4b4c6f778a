/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Remove_FailedInputs */

const en_admin_remove_failed = /** @type {(inputs: Admin_Remove_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete user`)
};

const de_admin_remove_failed = /** @type {(inputs: Admin_Remove_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzer konnte nicht gelöscht werden`)
};

const fr_admin_remove_failed = /** @type {(inputs: Admin_Remove_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de la suppression de l’utilisateur`)
};

const it_admin_remove_failed = /** @type {(inputs: Admin_Remove_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminazione dell’utente non riuscita`)
};

/**
* | output |
* | --- |
* | "Failed to delete user" |
*
* @param {Admin_Remove_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_remove_failed = /** @type {((inputs?: Admin_Remove_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Remove_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_remove_failed(inputs)
	if (locale === "fr") return fr_admin_remove_failed(inputs)
	if (locale === "it") return it_admin_remove_failed(inputs)
	return en_admin_remove_failed(inputs)
});