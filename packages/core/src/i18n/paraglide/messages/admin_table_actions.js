/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Table_ActionsInputs */

const en_admin_table_actions = /** @type {(inputs: Admin_Table_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

const de_admin_table_actions = /** @type {(inputs: Admin_Table_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktionen`)
};

const fr_admin_table_actions = /** @type {(inputs: Admin_Table_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

const it_admin_table_actions = /** @type {(inputs: Admin_Table_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Azioni`)
};

/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Admin_Table_ActionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_table_actions = /** @type {((inputs?: Admin_Table_ActionsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Table_ActionsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_table_actions(inputs)
	if (locale === "fr") return fr_admin_table_actions(inputs)
	if (locale === "it") return it_admin_table_actions(inputs)
	return en_admin_table_actions(inputs)
});