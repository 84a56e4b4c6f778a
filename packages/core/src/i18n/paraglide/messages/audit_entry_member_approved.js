/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, subject: NonNullable<unknown> }} Audit_Entry_Member_ApprovedInputs */

const en_audit_entry_member_approved = /** @type {(inputs: Audit_Entry_Member_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} approved ${i?.subject}`)
};

const de_audit_entry_member_approved = /** @type {(inputs: Audit_Entry_Member_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat ${i?.subject} genehmigt`)
};

const fr_audit_entry_member_approved = /** @type {(inputs: Audit_Entry_Member_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a approuvé ${i?.subject}`)
};

const it_audit_entry_member_approved = /** @type {(inputs: Audit_Entry_Member_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha approvato ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "{actor} approved {subject}" |
*
* @param {Audit_Entry_Member_ApprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_member_approved = /** @type {((inputs: Audit_Entry_Member_ApprovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Member_ApprovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_member_approved(inputs)
	if (locale === "fr") return fr_audit_entry_member_approved(inputs)
	if (locale === "it") return it_audit_entry_member_approved(inputs)
	return en_audit_entry_member_approved(inputs)
});