/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Filter_DecidedInputs */

const en_admin_filter_decided = /** @type {(inputs: Admin_Filter_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approved and rejected`)
};

const de_admin_filter_decided = /** @type {(inputs: Admin_Filter_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genehmigt und abgelehnt`)
};

const fr_admin_filter_decided = /** @type {(inputs: Admin_Filter_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approuvés et refusés`)
};

const it_admin_filter_decided = /** @type {(inputs: Admin_Filter_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approvati e respinti`)
};

/**
* | output |
* | --- |
* | "Approved and rejected" |
*
* @param {Admin_Filter_DecidedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_filter_decided = /** @type {((inputs?: Admin_Filter_DecidedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Filter_DecidedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_filter_decided(inputs)
	if (locale === "fr") return fr_admin_filter_decided(inputs)
	if (locale === "it") return it_admin_filter_decided(inputs)
	return en_admin_filter_decided(inputs)
});