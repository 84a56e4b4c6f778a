/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Remove_ErrorInputs */

const en_admin_remove_error = /** @type {(inputs: Admin_Remove_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error removing member`)
};

const de_admin_remove_error = /** @type {(inputs: Admin_Remove_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Entfernen des Mitglieds`)
};

const fr_admin_remove_error = /** @type {(inputs: Admin_Remove_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de la suppression du membre`)
};

const it_admin_remove_error = /** @type {(inputs: Admin_Remove_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nella rimozione del membro`)
};

/**
* | output |
* | --- |
* | "Error removing member" |
*
* @param {Admin_Remove_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_remove_error = /** @type {((inputs?: Admin_Remove_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Remove_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_remove_error(inputs)
	if (locale === "fr") return fr_admin_remove_error(inputs)
	if (locale === "it") return it_admin_remove_error(inputs)
	return en_admin_remove_error(inputs)
});