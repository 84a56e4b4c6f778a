/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Name_Or_EmailInputs */

const en_audit_name_or_email = /** @type {(inputs: Audit_Name_Or_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name or e-mail`)
};

const de_audit_name_or_email = /** @type {(inputs: Audit_Name_Or_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name oder E-Mail`)
};

const fr_audit_name_or_email = /** @type {(inputs: Audit_Name_Or_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom ou e-mail`)
};

const it_audit_name_or_email = /** @type {(inputs: Audit_Name_Or_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome o e-mail`)
};

/**
* | output |
* | --- |
* | "Name or e-mail" |
*
* @param {Audit_Name_Or_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_name_or_email = /** @type {((inputs?: Audit_Name_Or_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Name_Or_EmailInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_name_or_email(inputs)
	if (locale === "fr") return fr_audit_name_or_email(inputs)
	if (locale === "it") return it_audit_name_or_email(inputs)
	return en_audit_name_or_email(inputs)
});