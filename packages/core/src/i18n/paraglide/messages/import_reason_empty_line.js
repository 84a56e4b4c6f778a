/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Reason_Empty_LineInputs */

const en_import_reason_empty_line = /** @type {(inputs: Import_Reason_Empty_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empty line`)
};

const de_import_reason_empty_line = /** @type {(inputs: Import_Reason_Empty_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leere Zeile`)
};

const fr_import_reason_empty_line = /** @type {(inputs: Import_Reason_Empty_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligne vide`)
};

const it_import_reason_empty_line = /** @type {(inputs: Import_Reason_Empty_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riga vuota`)
};

/**
* | output |
* | --- |
* | "Empty line" |
*
* @param {Import_Reason_Empty_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_empty_line = /** @type {((inputs?: Import_Reason_Empty_LineInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Reason_Empty_LineInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_reason_empty_line(inputs)
	if (locale === "fr") return fr_import_reason_empty_line(inputs)
	if (locale === "it") return it_import_reason_empty_line(inputs)
	return en_import_reason_empty_line(inputs)
});