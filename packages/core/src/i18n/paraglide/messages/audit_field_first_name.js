/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Field_First_NameInputs */

const en_audit_field_first_name = /** @type {(inputs: Audit_Field_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`first name`)
};

const de_audit_field_first_name = /** @type {(inputs: Audit_Field_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorname`)
};

const fr_audit_field_first_name = /** @type {(inputs: Audit_Field_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prénom`)
};

const it_audit_field_first_name = /** @type {(inputs: Audit_Field_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nome`)
};

/**
* | output |
* | --- |
* | "first name" |
*
* @param {Audit_Field_First_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_field_first_name = /** @type {((inputs?: Audit_Field_First_NameInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Field_First_NameInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_field_first_name(inputs)
	if (locale === "fr") return fr_audit_field_first_name(inputs)
	if (locale === "it") return it_audit_field_first_name(inputs)
	return en_audit_field_first_name(inputs)
});