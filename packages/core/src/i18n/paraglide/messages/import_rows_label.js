/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Import_Rows_LabelInputs */

const en_import_rows_label = /** @type {(inputs: Import_Rows_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} rows`)
};

const de_import_rows_label = /** @type {(inputs: Import_Rows_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: Zeilen`)
};

const fr_import_rows_label = /** @type {(inputs: Import_Rows_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} : lignes`)
};

const it_import_rows_label = /** @type {(inputs: Import_Rows_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: righe`)
};

/**
* | output |
* | --- |
* | "{title} rows" |
*
* @param {Import_Rows_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_rows_label = /** @type {((inputs: Import_Rows_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Rows_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_rows_label(inputs)
	if (locale === "fr") return fr_import_rows_label(inputs)
	if (locale === "it") return it_import_rows_label(inputs)
	return en_import_rows_label(inputs)
});