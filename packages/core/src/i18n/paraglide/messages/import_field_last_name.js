/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Field_Last_NameInputs */

const en_import_field_last_name = /** @type {(inputs: Import_Field_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last name`)
};

const de_import_field_last_name = /** @type {(inputs: Import_Field_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachname`)
};

const fr_import_field_last_name = /** @type {(inputs: Import_Field_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

const it_import_field_last_name = /** @type {(inputs: Import_Field_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cognome`)
};

/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Import_Field_Last_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_field_last_name = /** @type {((inputs?: Import_Field_Last_NameInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Field_Last_NameInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_field_last_name(inputs)
	if (locale === "fr") return fr_import_field_last_name(inputs)
	if (locale === "it") return it_import_field_last_name(inputs)
	return en_import_field_last_name(inputs)
});