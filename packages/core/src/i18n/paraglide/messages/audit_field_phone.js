/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Field_PhoneInputs */

const en_audit_field_phone = /** @type {(inputs: Audit_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`phone`)
};

const de_audit_field_phone = /** @type {(inputs: Audit_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefon`)
};

const fr_audit_field_phone = /** @type {(inputs: Audit_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`téléphone`)
};

const it_audit_field_phone = /** @type {(inputs: Audit_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`telefono`)
};

/**
* | output |
* | --- |
* | "phone" |
*
* @param {Audit_Field_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_field_phone = /** @type {((inputs?: Audit_Field_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Field_PhoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_field_phone(inputs)
	if (locale === "fr") return fr_audit_field_phone(inputs)
	if (locale === "it") return it_audit_field_phone(inputs)
	return en_audit_field_phone(inputs)
});