/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_MembersInputs */

const en_admin_tab_members = /** @type {(inputs: Admin_Tab_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Members`)
};

const de_admin_tab_members = /** @type {(inputs: Admin_Tab_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Mitglieder`)
};

const fr_admin_tab_members = /** @type {(inputs: Admin_Tab_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les membres`)
};

const it_admin_tab_members = /** @type {(inputs: Admin_Tab_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutti i membri`)
};

/**
* | output |
* | --- |
* | "All Members" |
*
* @param {Admin_Tab_MembersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_tab_members = /** @type {((inputs?: Admin_Tab_MembersInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_MembersInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_tab_members(inputs)
	if (locale === "fr") return fr_admin_tab_members(inputs)
	if (locale === "it") return it_admin_tab_members(inputs)
	return en_admin_tab_members(inputs)
});