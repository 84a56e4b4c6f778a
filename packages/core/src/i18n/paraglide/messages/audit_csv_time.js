/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Csv_TimeInputs */

const en_audit_csv_time = /** @type {(inputs: Audit_Csv_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time`)
};

const de_audit_csv_time = /** @type {(inputs: Audit_Csv_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeit`)
};

const fr_audit_csv_time = /** @type {(inputs: Audit_Csv_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heure`)
};

const it_audit_csv_time = /** @type {(inputs: Audit_Csv_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ora`)
};

/**
* | output |
* | --- |
* | "Time" |
*
* @param {Audit_Csv_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_csv_time = /** @type {((inputs?: Audit_Csv_TimeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Csv_TimeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_csv_time(inputs)
	if (locale === "fr") return fr_audit_csv_time(inputs)
	if (locale === "it") return it_audit_csv_time(inputs)
	return en_audit_csv_time(inputs)
});