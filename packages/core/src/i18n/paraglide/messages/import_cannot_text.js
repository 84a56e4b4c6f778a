/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Cannot_TextInputs */

const en_import_cannot_text = /** @type {(inputs: Import_Cannot_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct these rows in the file and choose it again.`)
};

const de_import_cannot_text = /** @type {(inputs: Import_Cannot_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Korrigieren Sie diese Zeilen in der Datei und wählen Sie sie erneut.`)
};

const fr_import_cannot_text = /** @type {(inputs: Import_Cannot_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrigez ces lignes dans le fichier et sélectionnez-le à nouveau.`)
};

const it_import_cannot_text = /** @type {(inputs: Import_Cannot_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corregga queste righe nel file e lo selezioni di nuovo.`)
};

/**
* | output |
* | --- |
* | "Correct these rows in the file and choose it again." |
*
* @param {Import_Cannot_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_cannot_text = /** @type {((inputs?: Import_Cannot_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Cannot_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_cannot_text(inputs)
	if (locale === "fr") return fr_import_cannot_text(inputs)
	if (locale === "it") return it_import_cannot_text(inputs)
	return en_import_cannot_text(inputs)
});