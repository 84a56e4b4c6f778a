/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Reject_ErrorInputs */

const en_admin_reject_error = /** @type {(inputs: Admin_Reject_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error rejecting member`)
};

const de_admin_reject_error = /** @type {(inputs: Admin_Reject_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Ablehnen des Mitglieds`)
};

const fr_admin_reject_error = /** @type {(inputs: Admin_Reject_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors du refus du membre`)
};

const it_admin_reject_error = /** @type {(inputs: Admin_Reject_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nel rifiuto del membro`)
};

/**
* | output |
* | --- |
* | "Error rejecting member" |
*
* @param {Admin_Reject_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_reject_error = /** @type {((inputs?: Admin_Reject_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reject_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_reject_error(inputs)
	if (locale === "fr") return fr_admin_reject_error(inputs)
	if (locale === "it") return it_admin_reject_error(inputs)
	return en_admin_reject_error(inputs)
});