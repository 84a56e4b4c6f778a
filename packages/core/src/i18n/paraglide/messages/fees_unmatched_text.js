/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Unmatched_TextInputs */

const en_fees_unmatched_text = /** @type {(inputs: Fees_Unmatched_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments whose reference names no invoice. Assign each to the invoice it pays; the suggestions have the same open amount or a similar name.`)
};

const de_fees_unmatched_text = /** @type {(inputs: Fees_Unmatched_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlungen, deren Referenz keine Rechnung nennt. Ordnen Sie jede der Rechnung zu, die sie bezahlt; die Vorschläge haben denselben offenen Betrag oder einen ähnlichen Namen.`)
};

const fr_fees_unmatched_text = /** @type {(inputs: Fees_Unmatched_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiements dont la référence ne désigne aucune facture. Attribuez chacun à la facture qu’il règle ; les suggestions ont le même montant ouvert ou un nom semblable.`)
};

const it_fees_unmatched_text = /** @type {(inputs: Fees_Unmatched_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamenti il cui riferimento non indica alcuna fattura. Assegni ciascuno alla fattura che paga; i suggerimenti hanno lo stesso importo aperto o un nome simile.`)
};

/**
* | output |
* | --- |
* | "Payments whose reference names no invoice. Assign each to the invoice it pays; the suggestions have the same open amount or a similar name." |
*
* @param {Fees_Unmatched_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_text = /** @type {((inputs?: Fees_Unmatched_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_text(inputs)
	if (locale === "fr") return fr_fees_unmatched_text(inputs)
	if (locale === "it") return it_fees_unmatched_text(inputs)
	return en_fees_unmatched_text(inputs)
});