/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown> }} Import_Progress_CheckingInputs */

const en_import_progress_checking = /** @type {(inputs: Import_Progress_CheckingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Checking the file: ${i?.done} of ${i?.total} rows`)
};

const de_import_progress_checking = /** @type {(inputs: Import_Progress_CheckingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Datei wird geprüft: ${i?.done} von ${i?.total} Zeilen`)
};

const fr_import_progress_checking = /** @type {(inputs: Import_Progress_CheckingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vérification du fichier : ${i?.done} lignes sur ${i?.total}`)
};

const it_import_progress_checking = /** @type {(inputs: Import_Progress_CheckingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verifica del file: ${i?.done} di ${i?.total} righe`)
};

/**
* | output |
* | --- |
* | "Checking the file: {done} of {total} rows" |
*
* @param {Import_Progress_CheckingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_progress_checking = /** @type {((inputs: Import_Progress_CheckingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Progress_CheckingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_progress_checking(inputs)
	if (locale === "fr") return fr_import_progress_checking(inputs)
	if (locale === "it") return it_import_progress_checking(inputs)
	return en_import_progress_checking(inputs)
});