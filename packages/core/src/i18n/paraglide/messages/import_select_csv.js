/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Select_CsvInputs */

const en_import_select_csv = /** @type {(inputs: Import_Select_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a CSV file`)
};

const de_import_select_csv = /** @type {(inputs: Import_Select_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wählen Sie eine CSV-Datei`)
};

const fr_import_select_csv = /** @type {(inputs: Import_Select_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez sélectionner un fichier CSV`)
};

const it_import_select_csv = /** @type {(inputs: Import_Select_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selezioni un file CSV`)
};

/**
* | output |
* | --- |
* | "Please select a CSV file" |
*
* @param {Import_Select_CsvInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_select_csv = /** @type {((inputs?: Import_Select_CsvInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Select_CsvInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_select_csv(inputs)
	if (locale === "fr") return fr_import_select_csv(inputs)
	if (locale === "it") return it_import_select_csv(inputs)
	return en_import_select_csv(inputs)
});