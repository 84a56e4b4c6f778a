/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Admin_Pager_PageInputs */

const en_admin_pager_page = /** @type {(inputs: Admin_Pager_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pages}`)
};

const de_admin_pager_page = /** @type {(inputs: Admin_Pager_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seite ${i?.page} von ${i?.pages}`)
};

const fr_admin_pager_page = /** @type {(inputs: Admin_Pager_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} sur ${i?.pages}`)
};

const it_admin_pager_page = /** @type {(inputs: Admin_Pager_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagina ${i?.page} di ${i?.pages}`)
};

/**
* | output |
* | --- |
* | "Page {page} of {pages}" |
*
* @param {Admin_Pager_PageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_pager_page = /** @type {((inputs: Admin_Pager_PageInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pager_PageInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_pager_page(inputs)
	if (locale === "fr") return fr_admin_pager_page(inputs)
	if (locale === "it") return it_admin_pager_page(inputs)
	return en_admin_pager_page(inputs)
});