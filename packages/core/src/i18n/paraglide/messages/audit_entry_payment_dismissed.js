/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, amount: NonNullable<unknown>, reason: NonNullable<unknown> }} Audit_Entry_Payment_DismissedInputs */

const en_audit_entry_payment_dismissed = /** @type {(inputs: Audit_Entry_Payment_DismissedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} dismissed a bank payment of ${i?.amount} as not a fee, giving the reason “${i?.reason}”`)
};

const de_audit_entry_payment_dismissed = /** @type {(inputs: Audit_Entry_Payment_DismissedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat eine Bankzahlung von ${i?.amount} als kein Beitrag erledigt, mit der Begründung «${i?.reason}»`)
};

const fr_audit_entry_payment_dismissed = /** @type {(inputs: Audit_Entry_Payment_DismissedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a classé un paiement bancaire de ${i?.amount} comme non-cotisation, avec le motif « ${i?.reason} »`)
};

const it_audit_entry_payment_dismissed = /** @type {(inputs: Audit_Entry_Payment_DismissedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha archiviato un pagamento bancario di ${i?.amount} come non quota, con il motivo «${i?.reason}»`)
};

/**
* | output |
* | --- |
* | "{actor} dismissed a bank payment of {amount} as not a fee, giving the reason “{reason}”" |
*
* @param {Audit_Entry_Payment_DismissedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_payment_dismissed = /** @type {((inputs: Audit_Entry_Payment_DismissedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Payment_DismissedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_payment_dismissed(inputs)
	if (locale === "fr") return fr_audit_entry_payment_dismissed(inputs)
	if (locale === "it") return it_audit_entry_payment_dismissed(inputs)
	return en_audit_entry_payment_dismissed(inputs)
});