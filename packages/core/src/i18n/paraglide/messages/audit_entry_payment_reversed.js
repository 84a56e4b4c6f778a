/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, amount: NonNullable<unknown>, invoice: NonNullable<unknown>, subject: NonNullable<unknown>, reason: NonNullable<unknown> }} Audit_Entry_Payment_ReversedInputs */

const en_audit_entry_payment_reversed = /** @type {(inputs: Audit_Entry_Payment_ReversedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} reversed a payment of ${i?.amount} on ${i?.invoice} of ${i?.subject}, giving the reason “${i?.reason}”`)
};

const de_audit_entry_payment_reversed = /** @type {(inputs: Audit_Entry_Payment_ReversedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat für ${i?.subject} eine Zahlung von ${i?.amount} auf ${i?.invoice} storniert, mit der Begründung «${i?.reason}»`)
};

const fr_audit_entry_payment_reversed = /** @type {(inputs: Audit_Entry_Payment_ReversedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a annulé un paiement de ${i?.amount} sur ${i?.invoice} pour ${i?.subject}, avec le motif « ${i?.reason} »`)
};

const it_audit_entry_payment_reversed = /** @type {(inputs: Audit_Entry_Payment_ReversedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha stornato un pagamento di ${i?.amount} su ${i?.invoice} di ${i?.subject}, con il motivo «${i?.reason}»`)
};

/**
* | output |
* | --- |
* | "{actor} reversed a payment of {amount} on {invoice} of {subject}, giving the reason “{reason}”" |
*
* @param {Audit_Entry_Payment_ReversedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_payment_reversed = /** @type {((inputs: Audit_Entry_Payment_ReversedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Payment_ReversedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_payment_reversed(inputs)
	if (locale === "fr") return fr_audit_entry_payment_reversed(inputs)
	if (locale === "it") return it_audit_entry_payment_reversed(inputs)
	return en_audit_entry_payment_reversed(inputs)
});