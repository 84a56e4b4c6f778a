/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Member_RejectedInputs */

const en_admin_member_rejected = /** @type {(inputs: Admin_Member_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member rejected`)
};

const de_admin_member_rejected = /** @type {(inputs: Admin_Member_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied abgelehnt`)
};

const fr_admin_member_rejected = /** @type {(inputs: Admin_Member_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre refusé`)
};

const it_admin_member_rejected = /** @type {(inputs: Admin_Member_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membro respinto`)
};

/**
* | output |
* | --- |
* | "Member rejected" |
*
* @param {Admin_Member_RejectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_member_rejected = /** @type {((inputs?: Admin_Member_RejectedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Member_RejectedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_member_rejected(inputs)
	if (locale === "fr") return fr_admin_member_rejected(inputs)
	if (locale === "it") return it_admin_member_rejected(inputs)
	return en_admin_member_rejected(inputs)
});