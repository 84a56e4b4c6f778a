/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Reverse_NoneInputs */

const en_fees_reverse_none = /** @type {(inputs: Fees_Reverse_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payment on this invoice can be reversed: each was reversed already or taken back by the bank.`)
};

const de_fees_reverse_none = /** @type {(inputs: Fees_Reverse_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Zahlung dieser Rechnung kann storniert werden: Jede wurde schon storniert oder von der Bank zurückgebucht.`)
};

const fr_fees_reverse_none = /** @type {(inputs: Fees_Reverse_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun paiement de cette facture ne peut être annulé : chacun a déjà été annulé ou repris par la banque.`)
};

const it_fees_reverse_none = /** @type {(inputs: Fees_Reverse_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun pagamento di questa fattura può essere stornato: ognuno è già stato stornato o ripreso dalla banca.`)
};

/**
* | output |
* | --- |
* | "No payment on this invoice can be reversed: each was reversed already or taken back by the bank." |
*
* @param {Fees_Reverse_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_reverse_none = /** @type {((inputs?: Fees_Reverse_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Reverse_NoneInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_reverse_none(inputs)
	if (locale === "fr") return fr_fees_reverse_none(inputs)
	if (locale === "it") return it_fees_reverse_none(inputs)
	return en_fees_reverse_none(inputs)
});