/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Failed_TextInputs */

const en_import_failed_text = /** @type {(inputs: Import_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These rows were not imported. Correct them in the file and import it again.`)
};

const de_import_failed_text = /** @type {(inputs: Import_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Zeilen wurden nicht importiert. Korrigieren Sie sie in der Datei und importieren Sie sie erneut.`)
};

const fr_import_failed_text = /** @type {(inputs: Import_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces lignes n’ont pas été importées. Corrigez-les dans le fichier et importez-le à nouveau.`)
};

const it_import_failed_text = /** @type {(inputs: Import_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queste righe non sono state importate. Le corregga nel file e lo importi di nuovo.`)
};

/**
* | output |
* | --- |
* | "These rows were not imported. Correct them in the file and import it again." |
*
* @param {Import_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_failed_text = /** @type {((inputs?: Import_Failed_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Failed_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_failed_text(inputs)
	if (locale === "fr") return fr_import_failed_text(inputs)
	if (locale === "it") return it_import_failed_text(inputs)
	return en_import_failed_text(inputs)
});