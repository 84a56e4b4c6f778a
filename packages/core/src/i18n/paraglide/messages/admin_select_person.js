/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Admin_Select_PersonInputs */

const en_admin_select_person = /** @type {(inputs: Admin_Select_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Select ${i?.name}`)
};

const de_admin_select_person = /** @type {(inputs: Admin_Select_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} auswählen`)
};

const fr_admin_select_person = /** @type {(inputs: Admin_Select_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sélectionner ${i?.name}`)
};

const it_admin_select_person = /** @type {(inputs: Admin_Select_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Selezionare ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Select {name}" |
*
* @param {Admin_Select_PersonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_select_person = /** @type {((inputs: Admin_Select_PersonInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Select_PersonInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_select_person(inputs)
	if (locale === "fr") return fr_admin_select_person(inputs)
	if (locale === "it") return it_admin_select_person(inputs)
	return en_admin_select_person(inputs)
});