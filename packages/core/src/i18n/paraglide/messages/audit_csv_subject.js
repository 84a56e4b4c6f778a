/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Csv_SubjectInputs */

const en_audit_csv_subject = /** @type {(inputs: Audit_Csv_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject`)
};

const de_audit_csv_subject = /** @type {(inputs: Audit_Csv_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betrifft`)
};

const fr_audit_csv_subject = /** @type {(inputs: Audit_Csv_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concerne`)
};

const it_audit_csv_subject = /** @type {(inputs: Audit_Csv_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riguarda`)
};

/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Audit_Csv_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_csv_subject = /** @type {((inputs?: Audit_Csv_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Csv_SubjectInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_csv_subject(inputs)
	if (locale === "fr") return fr_audit_csv_subject(inputs)
	if (locale === "it") return it_audit_csv_subject(inputs)
	return en_audit_csv_subject(inputs)
});