/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Field_Year_Of_StudyInputs */

const en_audit_field_year_of_study = /** @type {(inputs: Audit_Field_Year_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`year of study`)
};

const de_audit_field_year_of_study = /** @type {(inputs: Audit_Field_Year_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Studienjahr`)
};

const fr_audit_field_year_of_study = /** @type {(inputs: Audit_Field_Year_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`année d’études`)
};

const it_audit_field_year_of_study = /** @type {(inputs: Audit_Field_Year_Of_StudyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`anno di studio`)
};

/**
* | output |
* | --- |
* | "year of study" |
*
* @param {Audit_Field_Year_Of_StudyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_field_year_of_study = /** @type {((inputs?: Audit_Field_Year_Of_StudyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Field_Year_Of_StudyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_field_year_of_study(inputs)
	if (locale === "fr") return fr_audit_field_year_of_study(inputs)
	if (locale === "it") return it_audit_field_year_of_study(inputs)
	return en_audit_field_year_of_study(inputs)
});