/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Import_Reason_Year_RangeInputs */

const en_import_reason_year_range = /** @type {(inputs: Import_Reason_Year_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Year of completion must be between ${i?.min} and ${i?.max}`)
};

const de_import_reason_year_range = /** @type {(inputs: Import_Reason_Year_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Abschlussjahr muss zwischen ${i?.min} und ${i?.max} liegen`)
};

const fr_import_reason_year_range = /** @type {(inputs: Import_Reason_Year_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Année de fin d’études : entre ${i?.min} et ${i?.max}`)
};

const it_import_reason_year_range = /** @type {(inputs: Import_Reason_Year_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anno di conclusione: tra ${i?.min} e ${i?.max}`)
};

/**
* | output |
* | --- |
* | "Year of completion must be between {min} and {max}" |
*
* @param {Import_Reason_Year_RangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_year_range = /** @type {((inputs: Import_Reason_Year_RangeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Reason_Year_RangeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_reason_year_range(inputs)
	if (locale === "fr") return fr_import_reason_year_range(inputs)
	if (locale === "it") return it_import_reason_year_range(inputs)
	return en_import_reason_year_range(inputs)
});