/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, subject: NonNullable<unknown> }} Audit_Entry_Member_ReapprovedInputs */

const en_audit_entry_member_reapproved = /** @type {(inputs: Audit_Entry_Member_ReapprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} approved ${i?.subject} again after a rejection`)
};

const de_audit_entry_member_reapproved = /** @type {(inputs: Audit_Entry_Member_ReapprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat ${i?.subject} nach einer Ablehnung doch genehmigt`)
};

const fr_audit_entry_member_reapproved = /** @type {(inputs: Audit_Entry_Member_ReapprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a approuvé ${i?.subject} après un refus`)
};

const it_audit_entry_member_reapproved = /** @type {(inputs: Audit_Entry_Member_ReapprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha approvato ${i?.subject} dopo un rifiuto`)
};

/**
* | output |
* | --- |
* | "{actor} approved {subject} again after a rejection" |
*
* @param {Audit_Entry_Member_ReapprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_member_reapproved = /** @type {((inputs: Audit_Entry_Member_ReapprovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Member_ReapprovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_member_reapproved(inputs)
	if (locale === "fr") return fr_audit_entry_member_reapproved(inputs)
	if (locale === "it") return it_audit_entry_member_reapproved(inputs)
	return en_audit_entry_member_reapproved(inputs)
});