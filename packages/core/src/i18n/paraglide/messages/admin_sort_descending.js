/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sort_DescendingInputs */

const en_admin_sort_descending = /** @type {(inputs: Admin_Sort_DescendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descending`)
};

const de_admin_sort_descending = /** @type {(inputs: Admin_Sort_DescendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Absteigend`)
};

const fr_admin_sort_descending = /** @type {(inputs: Admin_Sort_DescendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Décroissant`)
};

const it_admin_sort_descending = /** @type {(inputs: Admin_Sort_DescendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decrescente`)
};

/**
* | output |
* | --- |
* | "Descending" |
*
* @param {Admin_Sort_DescendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_sort_descending = /** @type {((inputs?: Admin_Sort_DescendingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sort_DescendingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_sort_descending(inputs)
	if (locale === "fr") return fr_admin_sort_descending(inputs)
	if (locale === "it") return it_admin_sort_descending(inputs)
	return en_admin_sort_descending(inputs)
});