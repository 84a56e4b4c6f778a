/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Skipped_TitleInputs */

const en_import_skipped_title = /** @type {(inputs: Import_Skipped_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skipped`)
};

const de_import_skipped_title = /** @type {(inputs: Import_Skipped_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übersprungen`)
};

const fr_import_skipped_title = /** @type {(inputs: Import_Skipped_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ignorés`)
};

const it_import_skipped_title = /** @type {(inputs: Import_Skipped_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saltati`)
};

/**
* | output |
* | --- |
* | "Skipped" |
*
* @param {Import_Skipped_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_skipped_title = /** @type {((inputs?: Import_Skipped_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Skipped_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_skipped_title(inputs)
	if (locale === "fr") return fr_import_skipped_title(inputs)
	if (locale === "it") return it_import_skipped_title(inputs)
	return en_import_skipped_title(inputs)
});