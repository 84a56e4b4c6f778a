/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Card_TitleInputs */

const en_import_card_title = /** @type {(inputs: Import_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import from a CSV file`)
};

const de_import_card_title = /** @type {(inputs: Import_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus einer CSV-Datei importieren`)
};

const fr_import_card_title = /** @type {(inputs: Import_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer depuis un fichier CSV`)
};

const it_import_card_title = /** @type {(inputs: Import_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importare da un file CSV`)
};

/**
* | output |
* | --- |
* | "Import from a CSV file" |
*
* @param {Import_Card_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_card_title = /** @type {((inputs?: Import_Card_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Card_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_card_title(inputs)
	if (locale === "fr") return fr_import_card_title(inputs)
	if (locale === "it") return it_import_card_title(inputs)
	return en_import_card_title(inputs)
});