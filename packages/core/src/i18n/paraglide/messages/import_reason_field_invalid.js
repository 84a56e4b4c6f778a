/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ values: NonNullable<unknown> }} Import_Reason_Field_InvalidInputs */

const en_import_reason_field_invalid = /** @type {(inputs: Import_Reason_Field_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Field must be one of ${i?.values}`)
};

const de_import_reason_field_invalid = /** @type {(inputs: Import_Reason_Field_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unbekannte Fachrichtung, erlaubt sind ${i?.values}`)
};

const fr_import_reason_field_invalid = /** @type {(inputs: Import_Reason_Field_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Domaine inconnu, valeurs admises : ${i?.values}`)
};

const it_import_reason_field_invalid = /** @type {(inputs: Import_Reason_Field_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ambito sconosciuto, valori ammessi: ${i?.values}`)
};

/**
* | output |
* | --- |
* | "Field must be one of {values}" |
*
* @param {Import_Reason_Field_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_field_invalid = /** @type {((inputs: Import_Reason_Field_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Reason_Field_InvalidInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_reason_field_invalid(inputs)
	if (locale === "fr") return fr_import_reason_field_invalid(inputs)
	if (locale === "it") return it_import_reason_field_invalid(inputs)
	return en_import_reason_field_invalid(inputs)
});