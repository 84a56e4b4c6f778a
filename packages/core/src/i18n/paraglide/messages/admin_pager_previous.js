/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Pager_PreviousInputs */

const en_admin_pager_previous = /** @type {(inputs: Admin_Pager_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

const de_admin_pager_previous = /** @type {(inputs: Admin_Pager_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück`)
};

const fr_admin_pager_previous = /** @type {(inputs: Admin_Pager_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Précédent`)
};

const it_admin_pager_previous = /** @type {(inputs: Admin_Pager_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precedente`)
};

/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Admin_Pager_PreviousInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_pager_previous = /** @type {((inputs?: Admin_Pager_PreviousInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pager_PreviousInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_pager_previous(inputs)
	if (locale === "fr") return fr_admin_pager_previous(inputs)
	if (locale === "it") return it_admin_pager_previous(inputs)
	return en_admin_pager_previous(inputs)
});