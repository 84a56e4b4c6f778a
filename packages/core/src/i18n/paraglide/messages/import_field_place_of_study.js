/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Field_Place_Of_StudyInputs */

const en_import_field_place_of_study = /** @type {(inputs: Import_Field_Place_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place of study`)
};

const de_import_field_place_of_study = /** @type {(inputs: Import_Field_Place_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studienort`)
};

const fr_import_field_place_of_study = /** @type {(inputs: Import_Field_Place_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu d’études`)
};

const it_import_field_place_of_study = /** @type {(inputs: Import_Field_Place_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Luogo di studio`)
};

/**
* | output |
* | --- |
* | "Place of study" |
*
* @param {Import_Field_Place_Of_StudyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_field_place_of_study = /** @type {((inputs?: Import_Field_Place_Of_StudyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Field_Place_Of_StudyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_field_place_of_study(inputs)
	if (locale === "fr") return fr_import_field_place_of_study(inputs)
	if (locale === "it") return it_import_field_place_of_study(inputs)
	return en_import_field_place_of_study(inputs)
});