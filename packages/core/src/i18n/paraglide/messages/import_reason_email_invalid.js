/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Reason_Email_InvalidInputs */

const en_import_reason_email_invalid = /** @type {(inputs: Import_Reason_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

const de_import_reason_email_invalid = /** @type {(inputs: Import_Reason_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige E-Mail-Adresse`)
};

const fr_import_reason_email_invalid = /** @type {(inputs: Import_Reason_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail invalide`)
};

const it_import_reason_email_invalid = /** @type {(inputs: Import_Reason_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indirizzo e-mail non valido`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Import_Reason_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_email_invalid = /** @type {((inputs?: Import_Reason_Email_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Reason_Email_InvalidInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_reason_email_invalid(inputs)
	if (locale === "fr") return fr_import_reason_email_invalid(inputs)
	if (locale === "it") return it_import_reason_email_invalid(inputs)
	return en_import_reason_email_invalid(inputs)
});