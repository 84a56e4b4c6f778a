/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_YearInputs */

const en_fees_year = /** @type {(inputs: Fees_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Year`)
};

const de_fees_year = /** @type {(inputs: Fees_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jahr`)
};

const fr_fees_year = /** @type {(inputs: Fees_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Année`)
};

const it_fees_year = /** @type {(inputs: Fees_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anno`)
};

/**
* | output |
* | --- |
* | "Year" |
*
* @param {Fees_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_year = /** @type {((inputs?: Fees_YearInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_YearInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_year(inputs)
	if (locale === "fr") return fr_fees_year(inputs)
	if (locale === "it") return it_fees_year(inputs)
	return en_fees_year(inputs)
});