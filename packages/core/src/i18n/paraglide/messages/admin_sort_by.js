/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sort_ByInputs */

const en_admin_sort_by = /** @type {(inputs: Admin_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

const de_admin_sort_by = /** @type {(inputs: Admin_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sortieren nach`)
};

const fr_admin_sort_by = /** @type {(inputs: Admin_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trier par`)
};

const it_admin_sort_by = /** @type {(inputs: Admin_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordinare per`)
};

/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Admin_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_sort_by = /** @type {((inputs?: Admin_Sort_ByInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sort_ByInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_sort_by(inputs)
	if (locale === "fr") return fr_admin_sort_by(inputs)
	if (locale === "it") return it_admin_sort_by(inputs)
	return en_admin_sort_by(inputs)
});