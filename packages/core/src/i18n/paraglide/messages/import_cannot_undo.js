/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Cannot_UndoInputs */

const en_import_cannot_undo = /** @type {(inputs: Import_Cannot_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This cannot be undone.`)
};

const de_import_cannot_undo = /** @type {(inputs: Import_Cannot_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dies kann nicht rückgängig gemacht werden.`)
};

const fr_import_cannot_undo = /** @type {(inputs: Import_Cannot_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette action est irréversible.`)
};

const it_import_cannot_undo = /** @type {(inputs: Import_Cannot_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questa operazione non può essere annullata.`)
};

/**
* | output |
* | --- |
* | "This cannot be undone." |
*
* @param {Import_Cannot_UndoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_cannot_undo = /** @type {((inputs?: Import_Cannot_UndoInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Cannot_UndoInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_cannot_undo(inputs)
	if (locale === "fr") return fr_import_cannot_undo(inputs)
	if (locale === "it") return it_import_cannot_undo(inputs)
	return en_import_cannot_undo(inputs)
});