/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_No_SuggestionInputs */

const en_fees_unmatched_no_suggestion = /** @type {(inputs: Fees_Unmatched_No_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No open invoice has this amount or a similar name.`)
};

const de_fees_unmatched_no_suggestion = /** @type {(inputs: Fees_Unmatched_No_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine offene Rechnung hat diesen Betrag oder einen ähnlichen Namen.`)
};

const fr_fees_unmatched_no_suggestion = /** @type {(inputs: Fees_Unmatched_No_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune facture ouverte n’a ce montant ou un nom semblable.`)
};

const it_fees_unmatched_no_suggestion = /** @type {(inputs: Fees_Unmatched_No_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna fattura aperta ha questo importo o un nome simile.`)
};

/**
* | output |
* | --- |
* | "No open invoice has this amount or a similar name." |
*
* @param {Fees_Unmatched_No_SuggestionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_no_suggestion = /** @type {((inputs?: Fees_Unmatched_No_SuggestionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_No_SuggestionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_no_suggestion(inputs)
	if (locale === "fr") return fr_fees_unmatched_no_suggestion(inputs)
	if (locale === "it") return it_fees_unmatched_no_suggestion(inputs)
	return en_fees_unmatched_no_suggestion(inputs)
});