/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Filter_AllInputs */

const en_admin_filter_all = /** @type {(inputs: Admin_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

const de_admin_filter_all = /** @type {(inputs: Admin_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle`)
};

const fr_admin_filter_all = /** @type {(inputs: Admin_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous`)
};

const it_admin_filter_all = /** @type {(inputs: Admin_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutti`)
};

/**
* | output |
* | --- |
* | "All" |
*
* @param {Admin_Filter_AllInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_filter_all = /** @type {((inputs?: Admin_Filter_AllInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Filter_AllInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_filter_all(inputs)
	if (locale === "fr") return fr_admin_filter_all(inputs)
	if (locale === "it") return it_admin_filter_all(inputs)
	return en_admin_filter_all(inputs)
});