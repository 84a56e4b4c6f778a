/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown>, open: NonNullable<unknown>, amount: NonNullable<unknown> }} Fees_Pay_TextInputs */

const en_fees_pay_text = /** @type {(inputs: Fees_Pay_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Record a payment for invoice ${i?.number} of ${i?.name}: ${i?.open} of ${i?.amount} is open.`)
};

const de_fees_pay_text = /** @type {(inputs: Fees_Pay_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zahlung für die Rechnung ${i?.number} von ${i?.name} erfassen: ${i?.open} von ${i?.amount} sind offen.`)
};

const fr_fees_pay_text = /** @type {(inputs: Fees_Pay_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enregistrer un paiement pour la facture ${i?.number} de ${i?.name} : ${i?.open} sur ${i?.amount} restent ouverts.`)
};

const it_fees_pay_text = /** @type {(inputs: Fees_Pay_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Registri un pagamento per la fattura ${i?.number} di ${i?.name}: ${i?.open} su ${i?.amount} sono aperti.`)
};

/**
* | output |
* | --- |
* | "Record a payment for invoice {number} of {name}: {open} of {amount} is open." |
*
* @param {Fees_Pay_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_pay_text = /** @type {((inputs: Fees_Pay_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Pay_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_pay_text(inputs)
	if (locale === "fr") return fr_fees_pay_text(inputs)
	if (locale === "it") return it_fees_pay_text(inputs)
	return en_fees_pay_text(inputs)
});