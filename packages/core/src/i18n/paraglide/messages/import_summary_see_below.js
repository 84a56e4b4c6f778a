/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ summary: NonNullable<unknown> }} Import_Summary_See_BelowInputs */

const en_import_summary_see_below = /** @type {(inputs: Import_Summary_See_BelowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.summary}. See the lists below.`)
};

const de_import_summary_see_below = /** @type {(inputs: Import_Summary_See_BelowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.summary}. Siehe die Listen unten.`)
};

const fr_import_summary_see_below = /** @type {(inputs: Import_Summary_See_BelowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.summary}. Voir les listes ci-dessous.`)
};

const it_import_summary_see_below = /** @type {(inputs: Import_Summary_See_BelowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.summary}. Veda gli elenchi qui sotto.`)
};

/**
* | output |
* | --- |
* | "{summary}. See the lists below." |
*
* @param {Import_Summary_See_BelowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_summary_see_below = /** @type {((inputs: Import_Summary_See_BelowInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Summary_See_BelowInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_summary_see_below(inputs)
	if (locale === "fr") return fr_import_summary_see_below(inputs)
	if (locale === "it") return it_import_summary_see_below(inputs)
	return en_import_summary_see_below(inputs)
});