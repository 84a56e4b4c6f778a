/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Reason_Year_InvalidInputs */

const en_import_reason_year_invalid = /** @type {(inputs: Import_Reason_Year_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Year of completion must be a year`)
};

const de_import_reason_year_invalid = /** @type {(inputs: Import_Reason_Year_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Abschlussjahr muss eine Jahreszahl sein`)
};

const fr_import_reason_year_invalid = /** @type {(inputs: Import_Reason_Year_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Année de fin d’études : doit être une année`)
};

const it_import_reason_year_invalid = /** @type {(inputs: Import_Reason_Year_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anno di conclusione: deve essere un anno`)
};

/**
* | output |
* | --- |
* | "Year of completion must be a year" |
*
* @param {Import_Reason_Year_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_year_invalid = /** @type {((inputs?: Import_Reason_Year_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Reason_Year_InvalidInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_reason_year_invalid(inputs)
	if (locale === "fr") return fr_import_reason_year_invalid(inputs)
	if (locale === "it") return it_import_reason_year_invalid(inputs)
	return en_import_reason_year_invalid(inputs)
});