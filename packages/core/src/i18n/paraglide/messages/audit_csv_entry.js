/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Csv_EntryInputs */

const en_audit_csv_entry = /** @type {(inputs: Audit_Csv_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entry`)
};

const de_audit_csv_entry = /** @type {(inputs: Audit_Csv_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eintrag`)
};

const fr_audit_csv_entry = /** @type {(inputs: Audit_Csv_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrée`)
};

const it_audit_csv_entry = /** @type {(inputs: Audit_Csv_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voce`)
};

/**
* | output |
* | --- |
* | "Entry" |
*
* @param {Audit_Csv_EntryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_csv_entry = /** @type {((inputs?: Audit_Csv_EntryInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Csv_EntryInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_csv_entry(inputs)
	if (locale === "fr") return fr_audit_csv_entry(inputs)
	if (locale === "it") return it_audit_csv_entry(inputs)
	return en_audit_csv_entry(inputs)
});