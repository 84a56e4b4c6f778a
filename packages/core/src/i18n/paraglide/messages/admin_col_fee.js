/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_FeeInputs */

const en_admin_col_fee = /** @type {(inputs: Admin_Col_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fee`)
};

const de_admin_col_fee = /** @type {(inputs: Admin_Col_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beitrag`)
};

const fr_admin_col_fee = /** @type {(inputs: Admin_Col_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotisation`)
};

const it_admin_col_fee = /** @type {(inputs: Admin_Col_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quota`)
};

/**
* | output |
* | --- |
* | "Fee" |
*
* @param {Admin_Col_FeeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_col_fee = /** @type {((inputs?: Admin_Col_FeeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_FeeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_col_fee(inputs)
	if (locale === "fr") return fr_admin_col_fee(inputs)
	if (locale === "it") return it_admin_col_fee(inputs)
	return en_admin_col_fee(inputs)
});