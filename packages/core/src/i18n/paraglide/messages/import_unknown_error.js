/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Unknown_ErrorInputs */

const en_import_unknown_error = /** @type {(inputs: Import_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown error`)
};

const de_import_unknown_error = /** @type {(inputs: Import_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannter Fehler`)
};

const fr_import_unknown_error = /** @type {(inputs: Import_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur inconnue`)
};

const it_import_unknown_error = /** @type {(inputs: Import_Unknown_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore sconosciuto`)
};

/**
* | output |
* | --- |
* | "Unknown error" |
*
* @param {Import_Unknown_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_unknown_error = /** @type {((inputs?: Import_Unknown_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Unknown_ErrorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_unknown_error(inputs)
	if (locale === "fr") return fr_import_unknown_error(inputs)
	if (locale === "it") return it_import_unknown_error(inputs)
	return en_import_unknown_error(inputs)
});