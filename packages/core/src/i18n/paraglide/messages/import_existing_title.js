/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Existing_TitleInputs */

const en_import_existing_title = /** @type {(inputs: Import_Existing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already have an account`)
};

const de_import_existing_title = /** @type {(inputs: Import_Existing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haben bereits ein Konto`)
};

const fr_import_existing_title = /** @type {(inputs: Import_Existing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ont déjà un compte`)
};

const it_import_existing_title = /** @type {(inputs: Import_Existing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hanno già un account`)
};

/**
* | output |
* | --- |
* | "Already have an account" |
*
* @param {Import_Existing_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_existing_title = /** @type {((inputs?: Import_Existing_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Existing_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_existing_title(inputs)
	if (locale === "fr") return fr_import_existing_title(inputs)
	if (locale === "it") return it_import_existing_title(inputs)
	return en_import_existing_title(inputs)
});