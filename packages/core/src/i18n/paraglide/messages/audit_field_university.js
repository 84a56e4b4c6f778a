/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Field_UniversityInputs */

const en_audit_field_university = /** @type {(inputs: Audit_Field_UniversityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`university/workplace`)
};

const de_audit_field_university = /** @type {(inputs: Audit_Field_UniversityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Universität/Arbeitsort`)
};

const fr_audit_field_university = /** @type {(inputs: Audit_Field_UniversityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`université/lieu de travail`)
};

const it_audit_field_university = /** @type {(inputs: Audit_Field_UniversityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`università/luogo di lavoro`)
};

/**
* | output |
* | --- |
* | "university/workplace" |
*
* @param {Audit_Field_UniversityInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_field_university = /** @type {((inputs?: Audit_Field_UniversityInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Field_UniversityInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_field_university(inputs)
	if (locale === "fr") return fr_audit_field_university(inputs)
	if (locale === "it") return it_audit_field_university(inputs)
	return en_audit_field_university(inputs)
});