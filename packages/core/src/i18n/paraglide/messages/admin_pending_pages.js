/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pending_PagesInputs */

const en_admin_pending_pages = /** @type {(inputs: Admin_Pending_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending members pages`)
};

const de_admin_pending_pages = /** @type {(inputs: Admin_Pending_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seiten der ausstehenden Mitglieder`)
};

const fr_admin_pending_pages = /** @type {(inputs: Admin_Pending_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages des membres en attente`)
};

const it_admin_pending_pages = /** @type {(inputs: Admin_Pending_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagine dei membri in attesa`)
};

/**
* | output |
* | --- |
* | "Pending members pages" |
*
* @param {Admin_Pending_PagesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_pending_pages = /** @type {((inputs?: Admin_Pending_PagesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pending_PagesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_pending_pages(inputs)
	if (locale === "fr") return fr_admin_pending_pages(inputs)
	if (locale === "it") return it_admin_pending_pages(inputs)
	return en_admin_pending_pages(inputs)
});