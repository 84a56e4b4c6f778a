/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_No_FeeInputs */

const en_admin_no_fee = /** @type {(inputs: Admin_No_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

const de_admin_no_fee = /** @type {(inputs: Admin_No_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine`)
};

const fr_admin_no_fee = /** @type {(inputs: Admin_No_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucune`)
};

const it_admin_no_fee = /** @type {(inputs: Admin_No_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nessuna`)
};

/**
* | output |
* | --- |
* | "none" |
*
* @param {Admin_No_FeeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_no_fee = /** @type {((inputs?: Admin_No_FeeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_No_FeeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_no_fee(inputs)
	if (locale === "fr") return fr_admin_no_fee(inputs)
	if (locale === "it") return it_admin_no_fee(inputs)
	return en_admin_no_fee(inputs)
});