/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, subject: NonNullable<unknown> }} Audit_Entry_Member_RejectedInputs */

const en_audit_entry_member_rejected = /** @type {(inputs: Audit_Entry_Member_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} rejected ${i?.subject}`)
};

const de_audit_entry_member_rejected = /** @type {(inputs: Audit_Entry_Member_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat ${i?.subject} abgelehnt`)
};

const fr_audit_entry_member_rejected = /** @type {(inputs: Audit_Entry_Member_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a refusé ${i?.subject}`)
};

const it_audit_entry_member_rejected = /** @type {(inputs: Audit_Entry_Member_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha respinto ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "{actor} rejected {subject}" |
*
* @param {Audit_Entry_Member_RejectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_member_rejected = /** @type {((inputs: Audit_Entry_Member_RejectedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Member_RejectedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_member_rejected(inputs)
	if (locale === "fr") return fr_audit_entry_member_rejected(inputs)
	if (locale === "it") return it_audit_entry_member_rejected(inputs)
	return en_audit_entry_member_rejected(inputs)
});