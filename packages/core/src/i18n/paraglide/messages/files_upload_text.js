/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ folder: NonNullable<unknown> }} Files_Upload_TextInputs */

const en_files_upload_text = /** @type {(inputs: Files_Upload_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add a document to the ${i?.folder} folder. A file with the same name as an existing one is not replaced.`)
};

const de_files_upload_text = /** @type {(inputs: Files_Upload_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fügen Sie dem Ordner ${i?.folder} ein Dokument hinzu. Eine Datei mit demselben Namen wie eine vorhandene wird nicht ersetzt.`)
};

const fr_files_upload_text = /** @type {(inputs: Files_Upload_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajoutez un document au dossier ${i?.folder}. Un fichier portant le même nom qu’un fichier existant ne le remplace pas.`)
};

const it_files_upload_text = /** @type {(inputs: Files_Upload_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aggiunga un documento alla cartella ${i?.folder}. Un file con lo stesso nome di uno esistente non lo sostituisce.`)
};

/**
* | output |
* | --- |
* | "Add a document to the {folder} folder. A file with the same name as an existing one is not replaced." |
*
* @param {Files_Upload_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_upload_text = /** @type {((inputs: Files_Upload_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_Upload_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_upload_text(inputs)
	if (locale === "fr") return fr_files_upload_text(inputs)
	if (locale === "it") return it_files_upload_text(inputs)
	return en_files_upload_text(inputs)
});