/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, number: NonNullable<unknown>, name: NonNullable<unknown> }} Fees_Refund_TextInputs */

const en_fees_refund_text = /** @type {(inputs: Fees_Refund_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} was paid too much on invoice ${i?.number} of ${i?.name}. It is taken off the invoice and listed as to refund in the payments CSV; pay it back from the bank account.`)
};

const de_fees_refund_text = /** @type {(inputs: Fees_Refund_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf Rechnung ${i?.number} von ${i?.name} wurde ${i?.amount} zu viel bezahlt. Der Betrag wird von der Rechnung abgezogen und im Zahlungs-CSV als zurückzuerstatten aufgeführt; überweisen Sie ihn vom Bankkonto zurück.`)
};

const fr_fees_refund_text = /** @type {(inputs: Fees_Refund_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} a été payé en trop sur la facture ${i?.number} de ${i?.name}. Le montant est retiré de la facture et figure comme à rembourser dans le CSV des paiements ; remboursez-le depuis le compte bancaire.`)
};

const it_fees_refund_text = /** @type {(inputs: Fees_Refund_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sulla fattura ${i?.number} di ${i?.name} sono stati pagati ${i?.amount} in eccesso. L’importo viene tolto dalla fattura e figura come da rimborsare nel CSV dei pagamenti; lo rimborsi dal conto bancario.`)
};

/**
* | output |
* | --- |
* | "{amount} was paid too much on invoice {number} of {name}. It is taken off the invoice and listed as to refund in the payments CSV; pay it back from the bank ..." |
*
* @param {Fees_Refund_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_refund_text = /** @type {((inputs: Fees_Refund_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Refund_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_refund_text(inputs)
	if (locale === "fr") return fr_fees_refund_text(inputs)
	if (locale === "it") return it_fees_refund_text(inputs)
	return en_fees_refund_text(inputs)
});