/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Sort_OrderInputs */

const en_admin_sort_order = /** @type {(inputs: Admin_Sort_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order`)
};

const de_admin_sort_order = /** @type {(inputs: Admin_Sort_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reihenfolge`)
};

const fr_admin_sort_order = /** @type {(inputs: Admin_Sort_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordre`)
};

const it_admin_sort_order = /** @type {(inputs: Admin_Sort_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordine`)
};

/**
* | output |
* | --- |
* | "Order" |
*
* @param {Admin_Sort_OrderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_sort_order = /** @type {((inputs?: Admin_Sort_OrderInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Sort_OrderInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_sort_order(inputs)
	if (locale === "fr") return fr_admin_sort_order(inputs)
	if (locale === "it") return it_admin_sort_order(inputs)
	return en_admin_sort_order(inputs)
});