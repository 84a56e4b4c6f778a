/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ q: NonNullable<unknown> }} Fees_Unmatched_No_MatchInputs */

const en_fees_unmatched_no_match = /** @type {(inputs: Fees_Unmatched_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No open invoice matches “${i?.q}”.`)
};

const de_fees_unmatched_no_match = /** @type {(inputs: Fees_Unmatched_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keine offene Rechnung passt zu «${i?.q}».`)
};

const fr_fees_unmatched_no_match = /** @type {(inputs: Fees_Unmatched_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucune facture ouverte ne correspond à « ${i?.q} ».`)
};

const it_fees_unmatched_no_match = /** @type {(inputs: Fees_Unmatched_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nessuna fattura aperta corrisponde a «${i?.q}».`)
};

/**
* | output |
* | --- |
* | "No open invoice matches “{q}”." |
*
* @param {Fees_Unmatched_No_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_no_match = /** @type {((inputs: Fees_Unmatched_No_MatchInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_No_MatchInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_no_match(inputs)
	if (locale === "fr") return fr_fees_unmatched_no_match(inputs)
	if (locale === "it") return it_fees_unmatched_no_match(inputs)
	return en_fees_unmatched_no_match(inputs)
});