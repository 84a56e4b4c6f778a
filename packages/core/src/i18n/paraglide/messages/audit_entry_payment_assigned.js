/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, amount: NonNullable<unknown>, invoice: NonNullable<unknown>, subject: NonNullable<unknown> }} Audit_Entry_Payment_AssignedInputs */

const en_audit_entry_payment_assigned = /** @type {(inputs: Audit_Entry_Payment_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} assigned a bank payment of ${i?.amount} to ${i?.invoice} of ${i?.subject}`)
};

const de_audit_entry_payment_assigned = /** @type {(inputs: Audit_Entry_Payment_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat für ${i?.subject} eine Bankzahlung von ${i?.amount} auf ${i?.invoice} gebucht`)
};

const fr_audit_entry_payment_assigned = /** @type {(inputs: Audit_Entry_Payment_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a attribué un paiement bancaire de ${i?.amount} à ${i?.invoice} pour ${i?.subject}`)
};

const it_audit_entry_payment_assigned = /** @type {(inputs: Audit_Entry_Payment_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha assegnato un pagamento bancario di ${i?.amount} per ${i?.invoice} di ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "{actor} assigned a bank payment of {amount} to {invoice} of {subject}" |
*
* @param {Audit_Entry_Payment_AssignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_payment_assigned = /** @type {((inputs: Audit_Entry_Payment_AssignedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Payment_AssignedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_payment_assigned(inputs)
	if (locale === "fr") return fr_audit_entry_payment_assigned(inputs)
	if (locale === "it") return it_audit_entry_payment_assigned(inputs)
	return en_audit_entry_payment_assigned(inputs)
});