/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Approve_TitleInputs */

const en_admin_approve_title = /** @type {(inputs: Admin_Approve_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approve ${i?.name}?`)
};

const de_admin_approve_title = /** @type {(inputs: Admin_Approve_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} genehmigen?`)
};

const fr_admin_approve_title = /** @type {(inputs: Admin_Approve_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approuver ${i?.name} ?`)
};

const it_admin_approve_title = /** @type {(inputs: Admin_Approve_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Approvare ${i?.name}?`)
};

/**
* | output |
* | --- |
* | "Approve {name}?" |
*
* @param {Admin_Approve_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_approve_title = /** @type {((inputs: Admin_Approve_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Approve_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_approve_title(inputs)
	if (locale === "fr") return fr_admin_approve_title(inputs)
	if (locale === "it") return it_admin_approve_title(inputs)
	return en_admin_approve_title(inputs)
});