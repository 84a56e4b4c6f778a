/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Reason_No_EmailInputs */

const en_import_reason_no_email = /** @type {(inputs: Import_Reason_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No e-mail address`)
};

const de_import_reason_no_email = /** @type {(inputs: Import_Reason_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine E-Mail-Adresse`)
};

const fr_import_reason_no_email = /** @type {(inputs: Import_Reason_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas d’adresse e-mail`)
};

const it_import_reason_no_email = /** @type {(inputs: Import_Reason_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun indirizzo e-mail`)
};

/**
* | output |
* | --- |
* | "No e-mail address" |
*
* @param {Import_Reason_No_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_no_email = /** @type {((inputs?: Import_Reason_No_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Reason_No_EmailInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_reason_no_email(inputs)
	if (locale === "fr") return fr_import_reason_no_email(inputs)
	if (locale === "it") return it_import_reason_no_email(inputs)
	return en_import_reason_no_email(inputs)
});