/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Detail_FieldInputs */

const en_admin_detail_field = /** @type {(inputs: Admin_Detail_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Field`)
};

const de_admin_detail_field = /** @type {(inputs: Admin_Detail_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fachrichtung`)
};

const fr_admin_detail_field = /** @type {(inputs: Admin_Detail_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domaine`)
};

const it_admin_detail_field = /** @type {(inputs: Admin_Detail_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settore`)
};

/**
* | output |
* | --- |
* | "Field" |
*
* @param {Admin_Detail_FieldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_detail_field = /** @type {((inputs?: Admin_Detail_FieldInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Detail_FieldInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_detail_field(inputs)
	if (locale === "fr") return fr_admin_detail_field(inputs)
	if (locale === "it") return it_admin_detail_field(inputs)
	return en_admin_detail_field(inputs)
});