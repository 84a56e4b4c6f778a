/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Field_PhoneInputs */

const en_import_field_phone = /** @type {(inputs: Import_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const de_import_field_phone = /** @type {(inputs: Import_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefon`)
};

const fr_import_field_phone = /** @type {(inputs: Import_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléphone`)
};

const it_import_field_phone = /** @type {(inputs: Import_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefono`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Import_Field_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_field_phone = /** @type {((inputs?: Import_Field_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Field_PhoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_field_phone(inputs)
	if (locale === "fr") return fr_import_field_phone(inputs)
	if (locale === "it") return it_import_field_phone(inputs)
	return en_import_field_phone(inputs)
});