/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_Col_LanguageInputs */

const en_mlist_col_language = /** @type {(inputs: Mlist_Col_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

const de_mlist_col_language = /** @type {(inputs: Mlist_Col_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache`)
};

const fr_mlist_col_language = /** @type {(inputs: Mlist_Col_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue`)
};

const it_mlist_col_language = /** @type {(inputs: Mlist_Col_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lingua`)
};

/**
* | output |
* | --- |
* | "Language" |
*
* @param {Mlist_Col_LanguageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_col_language = /** @type {((inputs?: Mlist_Col_LanguageInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Col_LanguageInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_col_language(inputs)
	if (locale === "fr") return fr_mlist_col_language(inputs)
	if (locale === "it") return it_mlist_col_language(inputs)
	return en_mlist_col_language(inputs)
});