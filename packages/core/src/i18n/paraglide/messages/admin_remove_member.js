/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Remove_MemberInputs */

const en_admin_remove_member = /** @type {(inputs: Admin_Remove_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove Member`)
};

const de_admin_remove_member = /** @type {(inputs: Admin_Remove_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied entfernen`)
};

const fr_admin_remove_member = /** @type {(inputs: Admin_Remove_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer le membre`)
};

const it_admin_remove_member = /** @type {(inputs: Admin_Remove_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimuovere il membro`)
};

/**
* | output |
* | --- |
* | "Remove Member" |
*
* @param {Admin_Remove_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_remove_member = /** @type {((inputs?: Admin_Remove_MemberInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Remove_MemberInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_remove_member(inputs)
	if (locale === "fr") return fr_admin_remove_member(inputs)
	if (locale === "it") return it_admin_remove_member(inputs)
	return en_admin_remove_member(inputs)
});