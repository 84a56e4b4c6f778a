/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pager_NextInputs */

const en_admin_pager_next = /** @type {(inputs: Admin_Pager_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

const de_admin_pager_next = /** @type {(inputs: Admin_Pager_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter`)
};

const fr_admin_pager_next = /** @type {(inputs: Admin_Pager_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivant`)
};

const it_admin_pager_next = /** @type {(inputs: Admin_Pager_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successivo`)
};

/**
* | output |
* | --- |
* | "Next" |
*
* @param {Admin_Pager_NextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_pager_next = /** @type {((inputs?: Admin_Pager_NextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pager_NextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_pager_next(inputs)
	if (locale === "fr") return fr_admin_pager_next(inputs)
	if (locale === "it") return it_admin_pager_next(inputs)
	return en_admin_pager_next(inputs)
});