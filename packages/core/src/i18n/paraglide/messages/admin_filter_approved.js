/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Filter_ApprovedInputs */

const en_admin_filter_approved = /** @type {(inputs: Admin_Filter_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approved`)
};

const de_admin_filter_approved = /** @type {(inputs: Admin_Filter_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genehmigt`)
};

const fr_admin_filter_approved = /** @type {(inputs: Admin_Filter_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approuvés`)
};

const it_admin_filter_approved = /** @type {(inputs: Admin_Filter_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approvati`)
};

/**
* | output |
* | --- |
* | "Approved" |
*
* @param {Admin_Filter_ApprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_filter_approved = /** @type {((inputs?: Admin_Filter_ApprovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Filter_ApprovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_filter_approved(inputs)
	if (locale === "fr") return fr_admin_filter_approved(inputs)
	if (locale === "it") return it_admin_filter_approved(inputs)
	return en_admin_filter_approved(inputs)
});