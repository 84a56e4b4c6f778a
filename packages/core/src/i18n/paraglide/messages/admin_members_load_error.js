/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Members_Load_ErrorInputs */

const en_admin_members_load_error = /** @type {(inputs: Admin_Members_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error loading members`)
};

const de_admin_members_load_error = /** @type {(inputs: Admin_Members_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Laden der Mitglieder`)
};

const fr_admin_members_load_error = /** @type {(inputs: Admin_Members_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors du chargement des membres`)
};

const it_admin_members_load_error = /** @type {(inputs: Admin_Members_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nel caricamento dei membri`)
};

/**
* | output |
* | --- |
* | "Error loading members" |
*
* @param {Admin_Members_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_members_load_error = /** @type {((inputs?: Admin_Members_Load_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_Load_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_members_load_error(inputs)
	if (locale === "fr") return fr_admin_members_load_error(inputs)
	if (locale === "it") return it_admin_members_load_error(inputs)
	return en_admin_members_load_error(inputs)
});