/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_Mailing_ListInputs */

const en_admin_tab_mailing_list = /** @type {(inputs: Admin_Tab_Mailing_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mailing List`)
};

const de_admin_tab_mailing_list = /** @type {(inputs: Admin_Tab_Mailing_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mailingliste`)
};

const fr_admin_tab_mailing_list = /** @type {(inputs: Admin_Tab_Mailing_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste de diffusion`)
};

const it_admin_tab_mailing_list = /** @type {(inputs: Admin_Tab_Mailing_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mailing list`)
};

/**
* | output |
* | --- |
* | "Mailing List" |
*
* @param {Admin_Tab_Mailing_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_tab_mailing_list = /** @type {((inputs?: Admin_Tab_Mailing_ListInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_Mailing_ListInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_tab_mailing_list(inputs)
	if (locale === "fr") return fr_admin_tab_mailing_list(inputs)
	if (locale === "it") return it_admin_tab_mailing_list(inputs)
	return en_admin_tab_mailing_list(inputs)
});