/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Reason_Email_RequiredInputs */

const en_import_reason_email_required = /** @type {(inputs: Import_Reason_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The e-mail address is missing`)
};

const de_import_reason_email_required = /** @type {(inputs: Import_Reason_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse fehlt`)
};

const fr_import_reason_email_required = /** @type {(inputs: Import_Reason_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail manquante`)
};

const it_import_reason_email_required = /** @type {(inputs: Import_Reason_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indirizzo e-mail mancante`)
};

/**
* | output |
* | --- |
* | "The e-mail address is missing" |
*
* @param {Import_Reason_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_email_required = /** @type {((inputs?: Import_Reason_Email_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Reason_Email_RequiredInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_reason_email_required(inputs)
	if (locale === "fr") return fr_import_reason_email_required(inputs)
	if (locale === "it") return it_import_reason_email_required(inputs)
	return en_import_reason_email_required(inputs)
});