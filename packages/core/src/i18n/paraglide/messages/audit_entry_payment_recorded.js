/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, amount: NonNullable<unknown>, invoice: NonNullable<unknown>, subject: NonNullable<unknown> }} Audit_Entry_Payment_RecordedInputs */

const en_audit_entry_payment_recorded = /** @type {(inputs: Audit_Entry_Payment_RecordedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} recorded a payment of ${i?.amount} on ${i?.invoice} of ${i?.subject}`)
};

const de_audit_entry_payment_recorded = /** @type {(inputs: Audit_Entry_Payment_RecordedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat für ${i?.subject} eine Zahlung von ${i?.amount} auf ${i?.invoice} erfasst`)
};

const fr_audit_entry_payment_recorded = /** @type {(inputs: Audit_Entry_Payment_RecordedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a enregistré un paiement de ${i?.amount} sur ${i?.invoice} pour ${i?.subject}`)
};

const it_audit_entry_payment_recorded = /** @type {(inputs: Audit_Entry_Payment_RecordedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha registrato un pagamento di ${i?.amount} per ${i?.invoice} di ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "{actor} recorded a payment of {amount} on {invoice} of {subject}" |
*
* @param {Audit_Entry_Payment_RecordedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_payment_recorded = /** @type {((inputs: Audit_Entry_Payment_RecordedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Payment_RecordedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_payment_recorded(inputs)
	if (locale === "fr") return fr_audit_entry_payment_recorded(inputs)
	if (locale === "it") return it_audit_entry_payment_recorded(inputs)
	return en_audit_entry_payment_recorded(inputs)
});