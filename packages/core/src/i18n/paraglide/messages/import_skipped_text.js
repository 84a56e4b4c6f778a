/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Skipped_TextInputs */

const en_import_skipped_text = /** @type {(inputs: Import_Skipped_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These addresses already have an account.`)
};

const de_import_skipped_text = /** @type {(inputs: Import_Skipped_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Adressen haben bereits ein Konto.`)
};

const fr_import_skipped_text = /** @type {(inputs: Import_Skipped_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces adresses ont déjà un compte.`)
};

const it_import_skipped_text = /** @type {(inputs: Import_Skipped_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questi indirizzi hanno già un account.`)
};

/**
* | output |
* | --- |
* | "These addresses already have an account." |
*
* @param {Import_Skipped_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_skipped_text = /** @type {((inputs?: Import_Skipped_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Skipped_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_skipped_text(inputs)
	if (locale === "fr") return fr_import_skipped_text(inputs)
	if (locale === "it") return it_import_skipped_text(inputs)
	return en_import_skipped_text(inputs)
});