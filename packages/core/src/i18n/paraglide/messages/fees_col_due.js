/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Col_DueInputs */

const en_fees_col_due = /** @type {(inputs: Fees_Col_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due`)
};

const de_fees_col_due = /** @type {(inputs: Fees_Col_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fällig`)
};

const fr_fees_col_due = /** @type {(inputs: Fees_Col_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échéance`)
};

const it_fees_col_due = /** @type {(inputs: Fees_Col_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scadenza`)
};

/**
* | output |
* | --- |
* | "Due" |
*
* @param {Fees_Col_DueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_col_due = /** @type {((inputs?: Fees_Col_DueInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Col_DueInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_col_due(inputs)
	if (locale === "fr") return fr_fees_col_due(inputs)
	if (locale === "it") return it_fees_col_due(inputs)
	return en_fees_col_due(inputs)
});