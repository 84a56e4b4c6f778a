/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Search_LabelInputs */

const en_admin_search_label = /** @type {(inputs: Admin_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search name, e-mail or place of study`)
};

const de_admin_search_label = /** @type {(inputs: Admin_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, E-Mail oder Studienort suchen`)
};

const fr_admin_search_label = /** @type {(inputs: Admin_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher un nom, un e-mail ou un lieu d’études`)
};

const it_admin_search_label = /** @type {(inputs: Admin_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cercare nome, e-mail o luogo di studio`)
};

/**
* | output |
* | --- |
* | "Search name, e-mail or place of study" |
*
* @param {Admin_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_search_label = /** @type {((inputs?: Admin_Search_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Search_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_search_label(inputs)
	if (locale === "fr") return fr_admin_search_label(inputs)
	if (locale === "it") return it_admin_search_label(inputs)
	return en_admin_search_label(inputs)
});