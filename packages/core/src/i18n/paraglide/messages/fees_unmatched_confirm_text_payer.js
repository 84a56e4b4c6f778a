/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, day: NonNullable<unknown>, payer: NonNullable<unknown>, number: NonNullable<unknown>, name: NonNullable<unknown>, invoiceAmount: NonNullable<unknown>, year: NonNullable<unknown> }} Fees_Unmatched_Confirm_Text_PayerInputs */

const en_fees_unmatched_confirm_text_payer = /** @type {(inputs: Fees_Unmatched_Confirm_Text_PayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Book ${i?.amount} received on ${i?.day} from ${i?.payer} to invoice ${i?.number} of ${i?.name} (${i?.invoiceAmount}, ${i?.year}). The payment then counts as paid on that invoice and leaves this list.`)
};

const de_fees_unmatched_confirm_text_payer = /** @type {(inputs: Fees_Unmatched_Confirm_Text_PayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}, eingegangen am ${i?.day} von ${i?.payer}, auf die Rechnung ${i?.number} von ${i?.name} (${i?.invoiceAmount}, ${i?.year}) verbuchen. Die Zahlung gilt dann als auf diese Rechnung bezahlt und verschwindet aus dieser Liste.`)
};

const fr_fees_unmatched_confirm_text_payer = /** @type {(inputs: Fees_Unmatched_Confirm_Text_PayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comptabiliser ${i?.amount} reçus le ${i?.day} de ${i?.payer} sur la facture ${i?.number} de ${i?.name} (${i?.invoiceAmount}, ${i?.year}). Le paiement compte alors comme versé sur cette facture et quitte cette liste.`)
};

const it_fees_unmatched_confirm_text_payer = /** @type {(inputs: Fees_Unmatched_Confirm_Text_PayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Registrare ${i?.amount} ricevuti il ${i?.day} da ${i?.payer} sulla fattura ${i?.number} di ${i?.name} (${i?.invoiceAmount}, ${i?.year})? Il pagamento conta poi come versato su quella fattura ed esce da questo elenco.`)
};

/**
* | output |
* | --- |
* | "Book {amount} received on {day} from {payer} to invoice {number} of {name} ({invoiceAmount}, {year}). The payment then counts as paid on that invoice and lea..." |
*
* @param {Fees_Unmatched_Confirm_Text_PayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_unmatched_confirm_text_payer = /** @type {((inputs: Fees_Unmatched_Confirm_Text_PayerInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Unmatched_Confirm_Text_PayerInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_unmatched_confirm_text_payer(inputs)
	if (locale === "fr") return fr_fees_unmatched_confirm_text_payer(inputs)
	if (locale === "it") return it_fees_unmatched_confirm_text_payer(inputs)
	return en_fees_unmatched_confirm_text_payer(inputs)
});