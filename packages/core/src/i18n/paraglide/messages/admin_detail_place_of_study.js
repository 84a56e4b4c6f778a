/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Detail_Place_Of_StudyInputs */

const en_admin_detail_place_of_study = /** @type {(inputs: Admin_Detail_Place_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place of study`)
};

const de_admin_detail_place_of_study = /** @type {(inputs: Admin_Detail_Place_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studienort`)
};

const fr_admin_detail_place_of_study = /** @type {(inputs: Admin_Detail_Place_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu d’études`)
};

const it_admin_detail_place_of_study = /** @type {(inputs: Admin_Detail_Place_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Luogo di studio`)
};

/**
* | output |
* | --- |
* | "Place of study" |
*
* @param {Admin_Detail_Place_Of_StudyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_detail_place_of_study = /** @type {((inputs?: Admin_Detail_Place_Of_StudyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Detail_Place_Of_StudyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_detail_place_of_study(inputs)
	if (locale === "fr") return fr_admin_detail_place_of_study(inputs)
	if (locale === "it") return it_admin_detail_place_of_study(inputs)
	return en_admin_detail_place_of_study(inputs)
});