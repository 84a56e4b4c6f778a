/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Cannot_TitleInputs */

const en_import_cannot_title = /** @type {(inputs: Import_Cannot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cannot be imported`)
};

const de_import_cannot_title = /** @type {(inputs: Import_Cannot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht importierbar`)
};

const fr_import_cannot_title = /** @type {(inputs: Import_Cannot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible à importer`)
};

const it_import_cannot_title = /** @type {(inputs: Import_Cannot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non importabili`)
};

/**
* | output |
* | --- |
* | "Cannot be imported" |
*
* @param {Import_Cannot_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_cannot_title = /** @type {((inputs?: Import_Cannot_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Cannot_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_cannot_title(inputs)
	if (locale === "fr") return fr_import_cannot_title(inputs)
	if (locale === "it") return it_import_cannot_title(inputs)
	return en_import_cannot_title(inputs)
});