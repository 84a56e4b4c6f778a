/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown>, email: NonNullable<unknown>, open: NonNullable<unknown> }} Fees_Resend_TextInputs */

const en_fees_resend_text = /** @type {(inputs: Fees_Resend_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The invoice ${i?.number} of ${i?.name} goes to ${i?.email} again, with the bill as it stands today (${i?.open} open).`)
};

const de_fees_resend_text = /** @type {(inputs: Fees_Resend_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Rechnung ${i?.number} von ${i?.name} geht nochmals an ${i?.email}, mit dem heutigen Stand (${i?.open} offen).`)
};

const fr_fees_resend_text = /** @type {(inputs: Fees_Resend_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La facture ${i?.number} de ${i?.name} est renvoyée à ${i?.email}, avec le montant tel qu’il est aujourd’hui (${i?.open} ouverts).`)
};

const it_fees_resend_text = /** @type {(inputs: Fees_Resend_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La fattura ${i?.number} di ${i?.name} viene inviata di nuovo a ${i?.email}, con l’importo com’è oggi (${i?.open} aperti).`)
};

/**
* | output |
* | --- |
* | "The invoice {number} of {name} goes to {email} again, with the bill as it stands today ({open} open)." |
*
* @param {Fees_Resend_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_resend_text = /** @type {((inputs: Fees_Resend_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Resend_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_resend_text(inputs)
	if (locale === "fr") return fr_fees_resend_text(inputs)
	if (locale === "it") return it_fees_resend_text(inputs)
	return en_fees_resend_text(inputs)
});