/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Fees_Totals_ForInputs */

const en_fees_totals_for = /** @type {(inputs: Fees_Totals_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Totals for ${i?.year}`)
};

const de_fees_totals_for = /** @type {(inputs: Fees_Totals_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Summen für ${i?.year}`)
};

const fr_fees_totals_for = /** @type {(inputs: Fees_Totals_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Totaux pour ${i?.year}`)
};

const it_fees_totals_for = /** @type {(inputs: Fees_Totals_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Totali per il ${i?.year}`)
};

/**
* | output |
* | --- |
* | "Totals for {year}" |
*
* @param {Fees_Totals_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_totals_for = /** @type {((inputs: Fees_Totals_ForInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Totals_ForInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_totals_for(inputs)
	if (locale === "fr") return fr_fees_totals_for(inputs)
	if (locale === "it") return it_fees_totals_for(inputs)
	return en_fees_totals_for(inputs)
});