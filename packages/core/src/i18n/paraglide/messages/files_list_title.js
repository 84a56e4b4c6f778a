/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ folder: NonNullable<unknown> }} Files_List_TitleInputs */

const en_files_list_title = /** @type {(inputs: Files_List_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.folder} Files`)
};

const de_files_list_title = /** @type {(inputs: Files_List_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dateien: ${i?.folder}`)
};

const fr_files_list_title = /** @type {(inputs: Files_List_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fichiers : ${i?.folder}`)
};

const it_files_list_title = /** @type {(inputs: Files_List_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`File: ${i?.folder}`)
};

/**
* | output |
* | --- |
* | "{folder} Files" |
*
* @param {Files_List_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_list_title = /** @type {((inputs: Files_List_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_List_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_list_title(inputs)
	if (locale === "fr") return fr_files_list_title(inputs)
	if (locale === "it") return it_files_list_title(inputs)
	return en_files_list_title(inputs)
});