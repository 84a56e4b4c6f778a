/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Select_AllInputs */

const en_admin_select_all = /** @type {(inputs: Admin_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select all on this page`)
};

const de_admin_select_all = /** @type {(inputs: Admin_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle auf dieser Seite auswählen`)
};

const fr_admin_select_all = /** @type {(inputs: Admin_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout sélectionner sur cette page`)
};

const it_admin_select_all = /** @type {(inputs: Admin_Select_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selezionare tutti in questa pagina`)
};

/**
* | output |
* | --- |
* | "Select all on this page" |
*
* @param {Admin_Select_AllInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_select_all = /** @type {((inputs?: Admin_Select_AllInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Select_AllInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_select_all(inputs)
	if (locale === "fr") return fr_admin_select_all(inputs)
	if (locale === "it") return it_admin_select_all(inputs)
	return en_admin_select_all(inputs)
});