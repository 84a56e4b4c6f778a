/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Approve_ErrorInputs */

const en_admin_approve_error = /** @type {(inputs: Admin_Approve_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error approving member`)
};

const de_admin_approve_error = /** @type {(inputs: Admin_Approve_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Genehmigen des Mitglieds`)
};

const fr_admin_approve_error = /** @type {(inputs: Admin_Approve_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de l’approbation du membre`)
};

const it_admin_approve_error = /** @type {(inputs: Admin_Approve_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nell’approvazione del membro`)
};

/**
* | output |
* | --- |
* | "Error approving member" |
*
* @param {Admin_Approve_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_approve_error = /** @type {((inputs?: Admin_Approve_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Approve_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_approve_error(inputs)
	if (locale === "fr") return fr_admin_approve_error(inputs)
	if (locale === "it") return it_admin_approve_error(inputs)
	return en_admin_approve_error(inputs)
});