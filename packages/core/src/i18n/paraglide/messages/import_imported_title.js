/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Imported_TitleInputs */

const en_import_imported_title = /** @type {(inputs: Import_Imported_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imported`)
};

const de_import_imported_title = /** @type {(inputs: Import_Imported_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importiert`)
};

const fr_import_imported_title = /** @type {(inputs: Import_Imported_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importés`)
};

const it_import_imported_title = /** @type {(inputs: Import_Imported_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importati`)
};

/**
* | output |
* | --- |
* | "Imported" |
*
* @param {Import_Imported_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_imported_title = /** @type {((inputs?: Import_Imported_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Imported_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_imported_title(inputs)
	if (locale === "fr") return fr_import_imported_title(inputs)
	if (locale === "it") return it_import_imported_title(inputs)
	return en_import_imported_title(inputs)
});