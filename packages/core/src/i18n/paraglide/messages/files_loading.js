/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Files_LoadingInputs */

const en_files_loading = /** @type {(inputs: Files_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading files…`)
};

const de_files_loading = /** @type {(inputs: Files_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dateien werden geladen…`)
};

const fr_files_loading = /** @type {(inputs: Files_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des fichiers…`)
};

const it_files_loading = /** @type {(inputs: Files_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento dei file…`)
};

/**
* | output |
* | --- |
* | "Loading files…" |
*
* @param {Files_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_loading = /** @type {((inputs?: Files_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Files_LoadingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_files_loading(inputs)
	if (locale === "fr") return fr_files_loading(inputs)
	if (locale === "it") return it_files_loading(inputs)
	return en_files_loading(inputs)
});