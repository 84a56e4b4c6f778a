/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_CheckingInputs */

const en_import_checking = /** @type {(inputs: Import_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking…`)
};

const de_import_checking = /** @type {(inputs: Import_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geprüft…`)
};

const fr_import_checking = /** @type {(inputs: Import_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification…`)
};

const it_import_checking = /** @type {(inputs: Import_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifica in corso…`)
};

/**
* | output |
* | --- |
* | "Checking…" |
*
* @param {Import_CheckingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_checking = /** @type {((inputs?: Import_CheckingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_CheckingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_checking(inputs)
	if (locale === "fr") return fr_import_checking(inputs)
	if (locale === "it") return it_import_checking(inputs)
	return en_import_checking(inputs)
});