/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Reject_TitleInputs */

const en_admin_reject_title = /** @type {(inputs: Admin_Reject_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reject ${i?.name}?`)
};

const de_admin_reject_title = /** @type {(inputs: Admin_Reject_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ablehnen?`)
};

const fr_admin_reject_title = /** @type {(inputs: Admin_Reject_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refuser ${i?.name} ?`)
};

const it_admin_reject_title = /** @type {(inputs: Admin_Reject_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Respingere ${i?.name}?`)
};

/**
* | output |
* | --- |
* | "Reject {name}?" |
*
* @param {Admin_Reject_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_reject_title = /** @type {((inputs: Admin_Reject_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Reject_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_reject_title(inputs)
	if (locale === "fr") return fr_admin_reject_title(inputs)
	if (locale === "it") return it_admin_reject_title(inputs)
	return en_admin_reject_title(inputs)
});