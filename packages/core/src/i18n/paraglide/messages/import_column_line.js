/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Column_LineInputs */

const en_import_column_line = /** @type {(inputs: Import_Column_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Line`)
};

const de_import_column_line = /** @type {(inputs: Import_Column_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeile`)
};

const fr_import_column_line = /** @type {(inputs: Import_Column_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligne`)
};

const it_import_column_line = /** @type {(inputs: Import_Column_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riga`)
};

/**
* | output |
* | --- |
* | "Line" |
*
* @param {Import_Column_LineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_column_line = /** @type {((inputs?: Import_Column_LineInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Column_LineInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_column_line(inputs)
	if (locale === "fr") return fr_import_column_line(inputs)
	if (locale === "it") return it_import_column_line(inputs)
	return en_import_column_line(inputs)
});