/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Failed_TitleInputs */

const en_import_failed_title = /** @type {(inputs: Import_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

const de_import_failed_title = /** @type {(inputs: Import_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehlgeschlagen`)
};

const fr_import_failed_title = /** @type {(inputs: Import_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En échec`)
};

const it_import_failed_title = /** @type {(inputs: Import_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non riusciti`)
};

/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Import_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_failed_title = /** @type {((inputs?: Import_Failed_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Failed_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_failed_title(inputs)
	if (locale === "fr") return fr_import_failed_title(inputs)
	if (locale === "it") return it_import_failed_title(inputs)
	return en_import_failed_title(inputs)
});