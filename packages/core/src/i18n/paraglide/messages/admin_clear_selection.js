/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Clear_SelectionInputs */

const en_admin_clear_selection = /** @type {(inputs: Admin_Clear_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear selection`)
};

const de_admin_clear_selection = /** @type {(inputs: Admin_Clear_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auswahl aufheben`)
};

const fr_admin_clear_selection = /** @type {(inputs: Admin_Clear_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer la sélection`)
};

const it_admin_clear_selection = /** @type {(inputs: Admin_Clear_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annullare la selezione`)
};

/**
* | output |
* | --- |
* | "Clear selection" |
*
* @param {Admin_Clear_SelectionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_clear_selection = /** @type {((inputs?: Admin_Clear_SelectionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Clear_SelectionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_clear_selection(inputs)
	if (locale === "fr") return fr_admin_clear_selection(inputs)
	if (locale === "it") return it_admin_clear_selection(inputs)
	return en_admin_clear_selection(inputs)
});