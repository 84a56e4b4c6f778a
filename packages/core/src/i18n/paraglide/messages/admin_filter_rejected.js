/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Filter_RejectedInputs */

const en_admin_filter_rejected = /** @type {(inputs: Admin_Filter_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejected`)
};

const de_admin_filter_rejected = /** @type {(inputs: Admin_Filter_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgelehnt`)
};

const fr_admin_filter_rejected = /** @type {(inputs: Admin_Filter_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refusés`)
};

const it_admin_filter_rejected = /** @type {(inputs: Admin_Filter_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respinti`)
};

/**
* | output |
* | --- |
* | "Rejected" |
*
* @param {Admin_Filter_RejectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_filter_rejected = /** @type {((inputs?: Admin_Filter_RejectedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Filter_RejectedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_filter_rejected(inputs)
	if (locale === "fr") return fr_admin_filter_rejected(inputs)
	if (locale === "it") return it_admin_filter_rejected(inputs)
	return en_admin_filter_rejected(inputs)
});