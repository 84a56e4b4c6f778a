/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pending_NoneInputs */

const en_admin_pending_none = /** @type {(inputs: Admin_Pending_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pending applications.`)
};

const de_admin_pending_none = /** @type {(inputs: Admin_Pending_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine ausstehenden Anträge.`)
};

const fr_admin_pending_none = /** @type {(inputs: Admin_Pending_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune demande en attente.`)
};

const it_admin_pending_none = /** @type {(inputs: Admin_Pending_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna domanda in attesa.`)
};

/**
* | output |
* | --- |
* | "No pending applications." |
*
* @param {Admin_Pending_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_pending_none = /** @type {((inputs?: Admin_Pending_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pending_NoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_pending_none(inputs)
	if (locale === "fr") return fr_admin_pending_none(inputs)
	if (locale === "it") return it_admin_pending_none(inputs)
	return en_admin_pending_none(inputs)
});