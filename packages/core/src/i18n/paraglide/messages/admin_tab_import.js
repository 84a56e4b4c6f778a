/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_ImportInputs */

const en_admin_tab_import = /** @type {(inputs: Admin_Tab_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bulk Import`)
};

const de_admin_tab_import = /** @type {(inputs: Admin_Tab_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Massenimport`)
};

const fr_admin_tab_import = /** @type {(inputs: Admin_Tab_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import groupé`)
};

const it_admin_tab_import = /** @type {(inputs: Admin_Tab_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importazione in blocco`)
};

/**
* | output |
* | --- |
* | "Bulk Import" |
*
* @param {Admin_Tab_ImportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_tab_import = /** @type {((inputs?: Admin_Tab_ImportInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_ImportInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_tab_import(inputs)
	if (locale === "fr") return fr_admin_tab_import(inputs)
	if (locale === "it") return it_admin_tab_import(inputs)
	return en_admin_tab_import(inputs)
});