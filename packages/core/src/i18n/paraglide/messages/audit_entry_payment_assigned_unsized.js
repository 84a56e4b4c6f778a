/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, invoice: NonNullable<unknown>, subject: NonNullable<unknown> }} Audit_Entry_Payment_Assigned_UnsizedInputs */

const en_audit_entry_payment_assigned_unsized = /** @type {(inputs: Audit_Entry_Payment_Assigned_UnsizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} assigned a bank payment to ${i?.invoice} of ${i?.subject}`)
};

const de_audit_entry_payment_assigned_unsized = /** @type {(inputs: Audit_Entry_Payment_Assigned_UnsizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat für ${i?.subject} eine Bankzahlung auf ${i?.invoice} gebucht`)
};

const fr_audit_entry_payment_assigned_unsized = /** @type {(inputs: Audit_Entry_Payment_Assigned_UnsizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a attribué un paiement bancaire à ${i?.invoice} pour ${i?.subject}`)
};

const it_audit_entry_payment_assigned_unsized = /** @type {(inputs: Audit_Entry_Payment_Assigned_UnsizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha assegnato un pagamento bancario per ${i?.invoice} di ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "{actor} assigned a bank payment to {invoice} of {subject}" |
*
* @param {Audit_Entry_Payment_Assigned_UnsizedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_payment_assigned_unsized = /** @type {((inputs: Audit_Entry_Payment_Assigned_UnsizedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Payment_Assigned_UnsizedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_payment_assigned_unsized(inputs)
	if (locale === "fr") return fr_audit_entry_payment_assigned_unsized(inputs)
	if (locale === "it") return it_audit_entry_payment_assigned_unsized(inputs)
	return en_audit_entry_payment_assigned_unsized(inputs)
});