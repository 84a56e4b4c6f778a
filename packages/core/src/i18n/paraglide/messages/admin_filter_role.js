/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Filter_RoleInputs */

const en_admin_filter_role = /** @type {(inputs: Admin_Filter_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role`)
};

const de_admin_filter_role = /** @type {(inputs: Admin_Filter_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rolle`)
};

const fr_admin_filter_role = /** @type {(inputs: Admin_Filter_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôle`)
};

const it_admin_filter_role = /** @type {(inputs: Admin_Filter_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruolo`)
};

/**
* | output |
* | --- |
* | "Role" |
*
* @param {Admin_Filter_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_filter_role = /** @type {((inputs?: Admin_Filter_RoleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Filter_RoleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_filter_role(inputs)
	if (locale === "fr") return fr_admin_filter_role(inputs)
	if (locale === "it") return it_admin_filter_role(inputs)
	return en_admin_filter_role(inputs)
});