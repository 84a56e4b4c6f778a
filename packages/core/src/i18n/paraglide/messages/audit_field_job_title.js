/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Field_Job_TitleInputs */

const en_audit_field_job_title = /** @type {(inputs: Audit_Field_Job_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`job title`)
};

const de_audit_field_job_title = /** @type {(inputs: Audit_Field_Job_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Berufsbezeichnung`)
};

const fr_audit_field_job_title = /** @type {(inputs: Audit_Field_Job_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fonction`)
};

const it_audit_field_job_title = /** @type {(inputs: Audit_Field_Job_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`professione`)
};

/**
* | output |
* | --- |
* | "job title" |
*
* @param {Audit_Field_Job_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_field_job_title = /** @type {((inputs?: Audit_Field_Job_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Field_Job_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_field_job_title(inputs)
	if (locale === "fr") return fr_audit_field_job_title(inputs)
	if (locale === "it") return it_audit_field_job_title(inputs)
	return en_audit_field_job_title(inputs)
});