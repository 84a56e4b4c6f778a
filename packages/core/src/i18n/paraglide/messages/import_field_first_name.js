/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Field_First_NameInputs */

const en_import_field_first_name = /** @type {(inputs: Import_Field_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name`)
};

const de_import_field_first_name = /** @type {(inputs: Import_Field_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorname`)
};

const fr_import_field_first_name = /** @type {(inputs: Import_Field_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom`)
};

const it_import_field_first_name = /** @type {(inputs: Import_Field_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome`)
};

/**
* | output |
* | --- |
* | "First name" |
*
* @param {Import_Field_First_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_field_first_name = /** @type {((inputs?: Import_Field_First_NameInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Field_First_NameInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_field_first_name(inputs)
	if (locale === "fr") return fr_import_field_first_name(inputs)
	if (locale === "it") return it_import_field_first_name(inputs)
	return en_import_field_first_name(inputs)
});