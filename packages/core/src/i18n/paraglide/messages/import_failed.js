/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_FailedInputs */

const en_import_failed = /** @type {(inputs: Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import failed`)
};

const de_import_failed = /** @type {(inputs: Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import fehlgeschlagen`)
};

const fr_import_failed = /** @type {(inputs: Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de l’import`)
};

const it_import_failed = /** @type {(inputs: Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importazione non riuscita`)
};

/**
* | output |
* | --- |
* | "Import failed" |
*
* @param {Import_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_failed = /** @type {((inputs?: Import_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_failed(inputs)
	if (locale === "fr") return fr_import_failed(inputs)
	if (locale === "it") return it_import_failed(inputs)
	return en_import_failed(inputs)
});