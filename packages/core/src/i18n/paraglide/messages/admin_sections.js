/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_SectionsInputs */

const en_admin_sections = /** @type {(inputs: Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin sections`)
};

const de_admin_sections = /** @type {(inputs: Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin-Bereiche`)
};

const fr_admin_sections = /** @type {(inputs: Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections d’administration`)
};

const it_admin_sections = /** @type {(inputs: Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sezioni di amministrazione`)
};

/**
* | output |
* | --- |
* | "Admin sections" |
*
* @param {Admin_SectionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_sections = /** @type {((inputs?: Admin_SectionsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_SectionsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_sections(inputs)
	if (locale === "fr") return fr_admin_sections(inputs)
	if (locale === "it") return it_admin_sections(inputs)
	return en_admin_sections(inputs)
});