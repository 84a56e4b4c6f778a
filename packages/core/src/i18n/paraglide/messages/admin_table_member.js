/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Table_MemberInputs */

const en_admin_table_member = /** @type {(inputs: Admin_Table_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member`)
};

const de_admin_table_member = /** @type {(inputs: Admin_Table_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied`)
};

const fr_admin_table_member = /** @type {(inputs: Admin_Table_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre`)
};

const it_admin_table_member = /** @type {(inputs: Admin_Table_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membro`)
};

/**
* | output |
* | --- |
* | "Member" |
*
* @param {Admin_Table_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_table_member = /** @type {((inputs?: Admin_Table_MemberInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Table_MemberInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_table_member(inputs)
	if (locale === "fr") return fr_admin_table_member(inputs)
	if (locale === "it") return it_admin_table_member(inputs)
	return en_admin_table_member(inputs)
});