/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Table_SelectedInputs */

const en_admin_table_selected = /** @type {(inputs: Admin_Table_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selected`)
};

const de_admin_table_selected = /** @type {(inputs: Admin_Table_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgewählt`)
};

const fr_admin_table_selected = /** @type {(inputs: Admin_Table_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sélection`)
};

const it_admin_table_selected = /** @type {(inputs: Admin_Table_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selezionato`)
};

/**
* | output |
* | --- |
* | "Selected" |
*
* @param {Admin_Table_SelectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_table_selected = /** @type {((inputs?: Admin_Table_SelectedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Table_SelectedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_table_selected(inputs)
	if (locale === "fr") return fr_admin_table_selected(inputs)
	if (locale === "it") return it_admin_table_selected(inputs)
	return en_admin_table_selected(inputs)
});