/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_New_TitleInputs */

const en_import_new_title = /** @type {(inputs: Import_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New members`)
};

const de_import_new_title = /** @type {(inputs: Import_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Mitglieder`)
};

const fr_import_new_title = /** @type {(inputs: Import_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveaux membres`)
};

const it_import_new_title = /** @type {(inputs: Import_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuovi membri`)
};

/**
* | output |
* | --- |
* | "New members" |
*
* @param {Import_New_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_new_title = /** @type {((inputs?: Import_New_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_New_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_new_title(inputs)
	if (locale === "fr") return fr_import_new_title(inputs)
	if (locale === "it") return it_import_new_title(inputs)
	return en_import_new_title(inputs)
});