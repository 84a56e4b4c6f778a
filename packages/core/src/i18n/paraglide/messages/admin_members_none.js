/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Members_NoneInputs */

const en_admin_members_none = /** @type {(inputs: Admin_Members_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No members match.`)
};

const de_admin_members_none = /** @type {(inputs: Admin_Members_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Mitglieder gefunden.`)
};

const fr_admin_members_none = /** @type {(inputs: Admin_Members_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun membre ne correspond.`)
};

const it_admin_members_none = /** @type {(inputs: Admin_Members_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun membro corrisponde.`)
};

/**
* | output |
* | --- |
* | "No members match." |
*
* @param {Admin_Members_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_members_none = /** @type {((inputs?: Admin_Members_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_NoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_members_none(inputs)
	if (locale === "fr") return fr_admin_members_none(inputs)
	if (locale === "it") return it_admin_members_none(inputs)
	return en_admin_members_none(inputs)
});