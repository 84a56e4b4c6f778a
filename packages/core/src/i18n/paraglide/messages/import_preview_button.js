/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Preview_ButtonInputs */

const en_import_preview_button = /** @type {(inputs: Import_Preview_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview Import`)
};

const de_import_preview_button = /** @type {(inputs: Import_Preview_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import-Vorschau`)
};

const fr_import_preview_button = /** @type {(inputs: Import_Preview_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperçu de l’import`)
};

const it_import_preview_button = /** @type {(inputs: Import_Preview_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anteprima dell’importazione`)
};

/**
* | output |
* | --- |
* | "Preview Import" |
*
* @param {Import_Preview_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_preview_button = /** @type {((inputs?: Import_Preview_ButtonInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Preview_ButtonInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_preview_button(inputs)
	if (locale === "fr") return fr_import_preview_button(inputs)
	if (locale === "it") return it_import_preview_button(inputs)
	return en_import_preview_button(inputs)
});