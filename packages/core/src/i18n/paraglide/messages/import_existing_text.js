/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Existing_TextInputs */

const en_import_existing_text = /** @type {(inputs: Import_Existing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These rows will be skipped.`)
};

const de_import_existing_text = /** @type {(inputs: Import_Existing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Zeilen werden übersprungen.`)
};

const fr_import_existing_text = /** @type {(inputs: Import_Existing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces lignes seront ignorées.`)
};

const it_import_existing_text = /** @type {(inputs: Import_Existing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queste righe verranno saltate.`)
};

/**
* | output |
* | --- |
* | "These rows will be skipped." |
*
* @param {Import_Existing_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_existing_text = /** @type {((inputs?: Import_Existing_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Existing_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_existing_text(inputs)
	if (locale === "fr") return fr_import_existing_text(inputs)
	if (locale === "it") return it_import_existing_text(inputs)
	return en_import_existing_text(inputs)
});