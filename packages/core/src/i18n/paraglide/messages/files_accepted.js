/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_AcceptedInputs */

const en_files_accepted = /** @type {(inputs: Files_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF, office documents (Word, Excel, PowerPoint, OpenDocument), images or text files.`)
};

const de_files_accepted = /** @type {(inputs: Files_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF, Office-Dokumente (Word, Excel, PowerPoint, OpenDocument), Bilder oder Textdateien.`)
};

const fr_files_accepted = /** @type {(inputs: Files_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF, documents bureautiques (Word, Excel, PowerPoint, OpenDocument), images ou fichiers texte.`)
};

const it_files_accepted = /** @type {(inputs: Files_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF, documenti d’ufficio (Word, Excel, PowerPoint, OpenDocument), immagini o file di testo.`)
};

/**
* | output |
* | --- |
* | "PDF, office documents (Word, Excel, PowerPoint, OpenDocument), images or text files." |
*
* @param {Files_AcceptedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_accepted = /** @type {((inputs?: Files_AcceptedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_AcceptedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_accepted(inputs)
	if (locale === "fr") return fr_files_accepted(inputs)
	if (locale === "it") return it_files_accepted(inputs)
	return en_files_accepted(inputs)
});