/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown>, email: NonNullable<unknown> }} Fees_Resend_Done_TextInputs */

const en_fees_resend_done_text = /** @type {(inputs: Fees_Resend_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The invoice ${i?.number} of ${i?.name} is on its way to ${i?.email}.`)
};

const de_fees_resend_done_text = /** @type {(inputs: Fees_Resend_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Rechnung ${i?.number} von ${i?.name} ist unterwegs an ${i?.email}.`)
};

const fr_fees_resend_done_text = /** @type {(inputs: Fees_Resend_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La facture ${i?.number} de ${i?.name} est en route vers ${i?.email}.`)
};

const it_fees_resend_done_text = /** @type {(inputs: Fees_Resend_Done_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La fattura ${i?.number} di ${i?.name} è in viaggio verso ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "The invoice {number} of {name} is on its way to {email}." |
*
* @param {Fees_Resend_Done_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_resend_done_text = /** @type {((inputs: Fees_Resend_Done_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Resend_Done_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_resend_done_text(inputs)
	if (locale === "fr") return fr_fees_resend_done_text(inputs)
	if (locale === "it") return it_fees_resend_done_text(inputs)
	return en_fees_resend_done_text(inputs)
});