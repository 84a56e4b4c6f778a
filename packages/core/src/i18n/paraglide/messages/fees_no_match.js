/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Fees_No_MatchInputs */

const en_fees_no_match = /** @type {(inputs: Fees_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No invoice of ${i?.year} matches this state or search.`)
};

const de_fees_no_match = /** @type {(inputs: Fees_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keine Rechnung von ${i?.year} entspricht diesem Status oder dieser Suche.`)
};

const fr_fees_no_match = /** @type {(inputs: Fees_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucune facture de ${i?.year} ne correspond à cet état ou à cette recherche.`)
};

const it_fees_no_match = /** @type {(inputs: Fees_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nessuna fattura del ${i?.year} corrisponde a questo stato o a questa ricerca.`)
};

/**
* | output |
* | --- |
* | "No invoice of {year} matches this state or search." |
*
* @param {Fees_No_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_no_match = /** @type {((inputs: Fees_No_MatchInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_No_MatchInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_no_match(inputs)
	if (locale === "fr") return fr_fees_no_match(inputs)
	if (locale === "it") return it_fees_no_match(inputs)
	return en_fees_no_match(inputs)
});