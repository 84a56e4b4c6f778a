/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, invoice: NonNullable<unknown>, subject: NonNullable<unknown> }} Audit_Entry_Payment_Recorded_UnsizedInputs */

const en_audit_entry_payment_recorded_unsized = /** @type {(inputs: Audit_Entry_Payment_Recorded_UnsizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} recorded a payment on ${i?.invoice} of ${i?.subject}`)
};

const de_audit_entry_payment_recorded_unsized = /** @type {(inputs: Audit_Entry_Payment_Recorded_UnsizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat für ${i?.subject} eine Zahlung auf ${i?.invoice} erfasst`)
};

const fr_audit_entry_payment_recorded_unsized = /** @type {(inputs: Audit_Entry_Payment_Recorded_UnsizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a enregistré un paiement sur ${i?.invoice} pour ${i?.subject}`)
};

const it_audit_entry_payment_recorded_unsized = /** @type {(inputs: Audit_Entry_Payment_Recorded_UnsizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha registrato un pagamento per ${i?.invoice} di ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "{actor} recorded a payment on {invoice} of {subject}" |
*
* @param {Audit_Entry_Payment_Recorded_UnsizedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_payment_recorded_unsized = /** @type {((inputs: Audit_Entry_Payment_Recorded_UnsizedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Payment_Recorded_UnsizedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_payment_recorded_unsized(inputs)
	if (locale === "fr") return fr_audit_entry_payment_recorded_unsized(inputs)
	if (locale === "it") return it_audit_entry_payment_recorded_unsized(inputs)
	return en_audit_entry_payment_recorded_unsized(inputs)
});