/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Filter_PendingInputs */

const en_admin_filter_pending = /** @type {(inputs: Admin_Filter_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending`)
};

const de_admin_filter_pending = /** @type {(inputs: Admin_Filter_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausstehend`)
};

const fr_admin_filter_pending = /** @type {(inputs: Admin_Filter_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente`)
};

const it_admin_filter_pending = /** @type {(inputs: Admin_Filter_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In attesa`)
};

/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Admin_Filter_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_filter_pending = /** @type {((inputs?: Admin_Filter_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Filter_PendingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_filter_pending(inputs)
	if (locale === "fr") return fr_admin_filter_pending(inputs)
	if (locale === "it") return it_admin_filter_pending(inputs)
	return en_admin_filter_pending(inputs)
});