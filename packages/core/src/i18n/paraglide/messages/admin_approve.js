/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ApproveInputs */

const en_admin_approve = /** @type {(inputs: Admin_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve`)
};

const de_admin_approve = /** @type {(inputs: Admin_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Genehmigen`)
};

const fr_admin_approve = /** @type {(inputs: Admin_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approuver`)
};

const it_admin_approve = /** @type {(inputs: Admin_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approvare`)
};

/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Admin_ApproveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_approve = /** @type {((inputs?: Admin_ApproveInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ApproveInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_approve(inputs)
	if (locale === "fr") return fr_admin_approve(inputs)
	if (locale === "it") return it_admin_approve(inputs)
	return en_admin_approve(inputs)
});