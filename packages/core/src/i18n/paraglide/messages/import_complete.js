/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_CompleteInputs */

const en_import_complete = /** @type {(inputs: Import_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import complete`)
};

const de_import_complete = /** @type {(inputs: Import_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import abgeschlossen`)
};

const fr_import_complete = /** @type {(inputs: Import_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import terminé`)
};

const it_import_complete = /** @type {(inputs: Import_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importazione completata`)
};

/**
* | output |
* | --- |
* | "Import complete" |
*
* @param {Import_CompleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_complete = /** @type {((inputs?: Import_CompleteInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_CompleteInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_complete(inputs)
	if (locale === "fr") return fr_import_complete(inputs)
	if (locale === "it") return it_import_complete(inputs)
	return en_import_complete(inputs)
});