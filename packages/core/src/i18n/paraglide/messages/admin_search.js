/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_SearchInputs */

const en_admin_search = /** @type {(inputs: Admin_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

const de_admin_search = /** @type {(inputs: Admin_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suchen`)
};

const fr_admin_search = /** @type {(inputs: Admin_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher`)
};

const it_admin_search = /** @type {(inputs: Admin_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cercare`)
};

/**
* | output |
* | --- |
* | "Search" |
*
* @param {Admin_SearchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_search = /** @type {((inputs?: Admin_SearchInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SearchInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_search(inputs)
	if (locale === "fr") return fr_admin_search(inputs)
	if (locale === "it") return it_admin_search(inputs)
	return en_admin_search(inputs)
});