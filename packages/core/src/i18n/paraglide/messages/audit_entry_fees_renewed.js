/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, year: NonNullable<unknown>, created: NonNullable<unknown>, members: NonNullable<unknown> }} Audit_Entry_Fees_RenewedInputs */

const en_audit_entry_fees_renewed = /** @type {(inputs: Audit_Entry_Fees_RenewedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} issued the invoices for ${i?.year}: ${i?.created} of ${i?.members}`)
};

const de_audit_entry_fees_renewed = /** @type {(inputs: Audit_Entry_Fees_RenewedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat die Rechnungen für ${i?.year} ausgestellt: ${i?.created} (geplant: ${i?.members})`)
};

const fr_audit_entry_fees_renewed = /** @type {(inputs: Audit_Entry_Fees_RenewedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a émis les factures pour ${i?.year} : ${i?.created} sur ${i?.members}`)
};

const it_audit_entry_fees_renewed = /** @type {(inputs: Audit_Entry_Fees_RenewedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha emesso le fatture per ${i?.year}: ${i?.created} su ${i?.members}`)
};

/**
* | output |
* | --- |
* | "{actor} issued the invoices for {year}: {created} of {members}" |
*
* @param {Audit_Entry_Fees_RenewedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_fees_renewed = /** @type {((inputs: Audit_Entry_Fees_RenewedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Fees_RenewedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_fees_renewed(inputs)
	if (locale === "fr") return fr_audit_entry_fees_renewed(inputs)
	if (locale === "it") return it_audit_entry_fees_renewed(inputs)
	return en_audit_entry_fees_renewed(inputs)
});