/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Reason_Email_Too_LongInputs */

const en_import_reason_email_too_long = /** @type {(inputs: Import_Reason_Email_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address is too long`)
};

const de_import_reason_email_too_long = /** @type {(inputs: Import_Reason_Email_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse ist zu lang`)
};

const fr_import_reason_email_too_long = /** @type {(inputs: Import_Reason_Email_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail trop longue`)
};

const it_import_reason_email_too_long = /** @type {(inputs: Import_Reason_Email_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indirizzo e-mail troppo lungo`)
};

/**
* | output |
* | --- |
* | "Email address is too long" |
*
* @param {Import_Reason_Email_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_email_too_long = /** @type {((inputs?: Import_Reason_Email_Too_LongInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Reason_Email_Too_LongInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_reason_email_too_long(inputs)
	if (locale === "fr") return fr_import_reason_email_too_long(inputs)
	if (locale === "it") return it_import_reason_email_too_long(inputs)
	return en_import_reason_email_too_long(inputs)
});