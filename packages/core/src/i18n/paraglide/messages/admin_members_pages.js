/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Members_PagesInputs */

const en_admin_members_pages = /** @type {(inputs: Admin_Members_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member list pages`)
};

const de_admin_members_pages = /** @type {(inputs: Admin_Members_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seiten der Mitgliederliste`)
};

const fr_admin_members_pages = /** @type {(inputs: Admin_Members_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages de la liste des membres`)
};

const it_admin_members_pages = /** @type {(inputs: Admin_Members_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagine dell’elenco dei membri`)
};

/**
* | output |
* | --- |
* | "Member list pages" |
*
* @param {Admin_Members_PagesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_members_pages = /** @type {((inputs?: Admin_Members_PagesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_PagesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_members_pages(inputs)
	if (locale === "fr") return fr_admin_members_pages(inputs)
	if (locale === "it") return it_admin_members_pages(inputs)
	return en_admin_members_pages(inputs)
});