/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Member_ApprovedInputs */

const en_admin_member_approved = /** @type {(inputs: Admin_Member_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member approved`)
};

const de_admin_member_approved = /** @type {(inputs: Admin_Member_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied genehmigt`)
};

const fr_admin_member_approved = /** @type {(inputs: Admin_Member_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre approuvé`)
};

const it_admin_member_approved = /** @type {(inputs: Admin_Member_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membro approvato`)
};

/**
* | output |
* | --- |
* | "Member approved" |
*
* @param {Admin_Member_ApprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_member_approved = /** @type {((inputs?: Admin_Member_ApprovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Member_ApprovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_member_approved(inputs)
	if (locale === "fr") return fr_admin_member_approved(inputs)
	if (locale === "it") return it_admin_member_approved(inputs)
	return en_admin_member_approved(inputs)
});