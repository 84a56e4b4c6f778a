/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Reason_Line_InvalidInputs */

const en_import_reason_line_invalid = /** @type {(inputs: Import_Reason_Line_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The line number is not valid`)
};

const de_import_reason_line_invalid = /** @type {(inputs: Import_Reason_Line_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Zeilennummer`)
};

const fr_import_reason_line_invalid = /** @type {(inputs: Import_Reason_Line_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro de ligne invalide`)
};

const it_import_reason_line_invalid = /** @type {(inputs: Import_Reason_Line_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numero di riga non valido`)
};

/**
* | output |
* | --- |
* | "The line number is not valid" |
*
* @param {Import_Reason_Line_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_line_invalid = /** @type {((inputs?: Import_Reason_Line_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Reason_Line_InvalidInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_reason_line_invalid(inputs)
	if (locale === "fr") return fr_import_reason_line_invalid(inputs)
	if (locale === "it") return it_import_reason_line_invalid(inputs)
	return en_import_reason_line_invalid(inputs)
});