/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_UnreadableInputs */

const en_import_unreadable = /** @type {(inputs: Import_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file could not be read. Please select it again.`)
};

const de_import_unreadable = /** @type {(inputs: Import_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Datei konnte nicht gelesen werden. Bitte wählen Sie sie erneut.`)
};

const fr_import_unreadable = /** @type {(inputs: Import_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le fichier n’a pas pu être lu. Veuillez le sélectionner à nouveau.`)
};

const it_import_unreadable = /** @type {(inputs: Import_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile leggere il file. Lo selezioni di nuovo.`)
};

/**
* | output |
* | --- |
* | "The file could not be read. Please select it again." |
*
* @param {Import_UnreadableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_unreadable = /** @type {((inputs?: Import_UnreadableInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_UnreadableInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_unreadable(inputs)
	if (locale === "fr") return fr_import_unreadable(inputs)
	if (locale === "it") return it_import_unreadable(inputs)
	return en_import_unreadable(inputs)
});