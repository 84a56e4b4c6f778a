/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sort_AscendingInputs */

const en_admin_sort_ascending = /** @type {(inputs: Admin_Sort_AscendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ascending`)
};

const de_admin_sort_ascending = /** @type {(inputs: Admin_Sort_AscendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufsteigend`)
};

const fr_admin_sort_ascending = /** @type {(inputs: Admin_Sort_AscendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Croissant`)
};

const it_admin_sort_ascending = /** @type {(inputs: Admin_Sort_AscendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crescente`)
};

/**
* | output |
* | --- |
* | "Ascending" |
*
* @param {Admin_Sort_AscendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_sort_ascending = /** @type {((inputs?: Admin_Sort_AscendingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sort_AscendingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_sort_ascending(inputs)
	if (locale === "fr") return fr_admin_sort_ascending(inputs)
	if (locale === "it") return it_admin_sort_ascending(inputs)
	return en_admin_sort_ascending(inputs)
});