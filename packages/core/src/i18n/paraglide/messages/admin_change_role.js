/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Change_RoleInputs */

const en_admin_change_role = /** @type {(inputs: Admin_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change role`)
};

const de_admin_change_role = /** @type {(inputs: Admin_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rolle ändern`)
};

const fr_admin_change_role = /** @type {(inputs: Admin_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer le rôle`)
};

const it_admin_change_role = /** @type {(inputs: Admin_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiare il ruolo`)
};

/**
* | output |
* | --- |
* | "Change role" |
*
* @param {Admin_Change_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_change_role = /** @type {((inputs?: Admin_Change_RoleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Change_RoleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_change_role(inputs)
	if (locale === "fr") return fr_admin_change_role(inputs)
	if (locale === "it") return it_admin_change_role(inputs)
	return en_admin_change_role(inputs)
});