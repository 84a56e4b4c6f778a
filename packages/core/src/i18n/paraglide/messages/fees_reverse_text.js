/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown> }} Fees_Reverse_TextInputs */

const en_fees_reverse_text = /** @type {(inputs: Fees_Reverse_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The payment you choose is taken off invoice ${i?.number} of ${i?.name}. A bank payment goes back to the unmatched payments, where you assign it to the right invoice or dismiss it.`)
};

const de_fees_reverse_text = /** @type {(inputs: Fees_Reverse_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die gewählte Zahlung wird von Rechnung ${i?.number} von ${i?.name} abgezogen. Eine Bankzahlung kommt zurück zu den nicht zugeordneten Zahlungen, wo Sie sie der richtigen Rechnung zuordnen oder erledigen.`)
};

const fr_fees_reverse_text = /** @type {(inputs: Fees_Reverse_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le paiement choisi est retiré de la facture ${i?.number} de ${i?.name}. Un paiement bancaire retourne dans les paiements non attribués, où vous l’attribuez à la bonne facture ou le classez.`)
};

const it_fees_reverse_text = /** @type {(inputs: Fees_Reverse_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il pagamento scelto viene tolto dalla fattura ${i?.number} di ${i?.name}. Un pagamento bancario torna tra i pagamenti non assegnati, dove Lei lo assegna alla fattura giusta o lo archivia.`)
};

/**
* | output |
* | --- |
* | "The payment you choose is taken off invoice {number} of {name}. A bank payment goes back to the unmatched payments, where you assign it to the right invoice ..." |
*
* @param {Fees_Reverse_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_reverse_text = /** @type {((inputs: Fees_Reverse_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Reverse_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_reverse_text(inputs)
	if (locale === "fr") return fr_fees_reverse_text(inputs)
	if (locale === "it") return it_fees_reverse_text(inputs)
	return en_fees_reverse_text(inputs)
});