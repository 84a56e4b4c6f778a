/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Bulk_ActionsInputs */

const en_admin_bulk_actions = /** @type {(inputs: Admin_Bulk_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bulk actions`)
};

const de_admin_bulk_actions = /** @type {(inputs: Admin_Bulk_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sammelaktionen`)
};

const fr_admin_bulk_actions = /** @type {(inputs: Admin_Bulk_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions groupées`)
};

const it_admin_bulk_actions = /** @type {(inputs: Admin_Bulk_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Azioni in blocco`)
};

/**
* | output |
* | --- |
* | "Bulk actions" |
*
* @param {Admin_Bulk_ActionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_actions = /** @type {((inputs?: Admin_Bulk_ActionsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Bulk_ActionsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_bulk_actions(inputs)
	if (locale === "fr") return fr_admin_bulk_actions(inputs)
	if (locale === "it") return it_admin_bulk_actions(inputs)
	return en_admin_bulk_actions(inputs)
});