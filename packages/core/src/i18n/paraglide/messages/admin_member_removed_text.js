/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Member_Removed_TextInputs */

const en_admin_member_removed_text = /** @type {(inputs: Admin_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has been completely removed from the system.`)
};

const de_admin_member_removed_text = /** @type {(inputs: Admin_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} wurde vollständig aus dem System entfernt.`)
};

const fr_admin_member_removed_text = /** @type {(inputs: Admin_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a été entièrement supprimé du système.`)
};

const it_admin_member_removed_text = /** @type {(inputs: Admin_Member_Removed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} è stato rimosso completamente dal sistema.`)
};

/**
* | output |
* | --- |
* | "{name} has been completely removed from the system." |
*
* @param {Admin_Member_Removed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_member_removed_text = /** @type {((inputs: Admin_Member_Removed_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Member_Removed_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_member_removed_text(inputs)
	if (locale === "fr") return fr_admin_member_removed_text(inputs)
	if (locale === "it") return it_admin_member_removed_text(inputs)
	return en_admin_member_removed_text(inputs)
});