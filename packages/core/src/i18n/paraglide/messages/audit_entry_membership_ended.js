/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, subject: NonNullable<unknown>, invoices: NonNullable<unknown> }} Audit_Entry_Membership_EndedInputs */

const en_audit_entry_membership_ended = /** @type {(inputs: Audit_Entry_Membership_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ended the unpaid membership of ${i?.subject} and cancelled ${i?.invoices}`)
};

const de_audit_entry_membership_ended = /** @type {(inputs: Audit_Entry_Membership_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat die unbezahlte Mitgliedschaft für ${i?.subject} beendet und ${i?.invoices} storniert`)
};

const fr_audit_entry_membership_ended = /** @type {(inputs: Audit_Entry_Membership_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a mis fin à l’adhésion impayée pour ${i?.subject} et annulé ${i?.invoices}`)
};

const it_audit_entry_membership_ended = /** @type {(inputs: Audit_Entry_Membership_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha chiuso l’iscrizione non pagata di ${i?.subject} e annullato ${i?.invoices}`)
};

/**
* | output |
* | --- |
* | "{actor} ended the unpaid membership of {subject} and cancelled {invoices}" |
*
* @param {Audit_Entry_Membership_EndedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_membership_ended = /** @type {((inputs: Audit_Entry_Membership_EndedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Membership_EndedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_membership_ended(inputs)
	if (locale === "fr") return fr_audit_entry_membership_ended(inputs)
	if (locale === "it") return it_audit_entry_membership_ended(inputs)
	return en_audit_entry_membership_ended(inputs)
});