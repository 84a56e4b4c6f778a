/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_No_RowsInputs */

const en_import_no_rows = /** @type {(inputs: Import_No_RowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file has no rows with an email address`)
};

const de_import_no_rows = /** @type {(inputs: Import_No_RowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Datei hat keine Zeilen mit einer E-Mail-Adresse`)
};

const fr_import_no_rows = /** @type {(inputs: Import_No_RowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le fichier n’a aucune ligne avec une adresse e-mail`)
};

const it_import_no_rows = /** @type {(inputs: Import_No_RowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il file non ha righe con un indirizzo e-mail`)
};

/**
* | output |
* | --- |
* | "The file has no rows with an email address" |
*
* @param {Import_No_RowsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_no_rows = /** @type {((inputs?: Import_No_RowsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_No_RowsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_no_rows(inputs)
	if (locale === "fr") return fr_import_no_rows(inputs)
	if (locale === "it") return it_import_no_rows(inputs)
	return en_import_no_rows(inputs)
});