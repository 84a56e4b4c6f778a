/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pending_Load_ErrorInputs */

const en_admin_pending_load_error = /** @type {(inputs: Admin_Pending_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error loading pending members`)
};

const de_admin_pending_load_error = /** @type {(inputs: Admin_Pending_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Laden der ausstehenden Mitglieder`)
};

const fr_admin_pending_load_error = /** @type {(inputs: Admin_Pending_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors du chargement des membres en attente`)
};

const it_admin_pending_load_error = /** @type {(inputs: Admin_Pending_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nel caricamento dei membri in attesa`)
};

/**
* | output |
* | --- |
* | "Error loading pending members" |
*
* @param {Admin_Pending_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_pending_load_error = /** @type {((inputs?: Admin_Pending_Load_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pending_Load_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_pending_load_error(inputs)
	if (locale === "fr") return fr_admin_pending_load_error(inputs)
	if (locale === "it") return it_admin_pending_load_error(inputs)
	return en_admin_pending_load_error(inputs)
});