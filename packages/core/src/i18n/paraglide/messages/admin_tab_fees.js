/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Tab_FeesInputs */

const en_admin_tab_fees = /** @type {(inputs: Admin_Tab_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fees`)
};

const de_admin_tab_fees = /** @type {(inputs: Admin_Tab_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beiträge`)
};

const fr_admin_tab_fees = /** @type {(inputs: Admin_Tab_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotisations`)
};

const it_admin_tab_fees = /** @type {(inputs: Admin_Tab_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote`)
};

/**
* | output |
* | --- |
* | "Fees" |
*
* @param {Admin_Tab_FeesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_tab_fees = /** @type {((inputs?: Admin_Tab_FeesInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Tab_FeesInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_tab_fees(inputs)
	if (locale === "fr") return fr_admin_tab_fees(inputs)
	if (locale === "it") return it_admin_tab_fees(inputs)
	return en_admin_tab_fees(inputs)
});