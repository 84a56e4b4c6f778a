/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Filter_StatusInputs */

const en_admin_filter_status = /** @type {(inputs: Admin_Filter_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const de_admin_filter_status = /** @type {(inputs: Admin_Filter_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

const fr_admin_filter_status = /** @type {(inputs: Admin_Filter_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut`)
};

const it_admin_filter_status = /** @type {(inputs: Admin_Filter_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stato`)
};

/**
* | output |
* | --- |
* | "Status" |
*
* @param {Admin_Filter_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_filter_status = /** @type {((inputs?: Admin_Filter_StatusInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Filter_StatusInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_filter_status(inputs)
	if (locale === "fr") return fr_admin_filter_status(inputs)
	if (locale === "it") return it_admin_filter_status(inputs)
	return en_admin_filter_status(inputs)
});