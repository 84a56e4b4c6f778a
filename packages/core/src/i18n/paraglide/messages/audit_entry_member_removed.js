/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown> }} Audit_Entry_Member_RemovedInputs */

const en_audit_entry_member_removed = /** @type {(inputs: Audit_Entry_Member_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} removed a member`)
};

const de_audit_entry_member_removed = /** @type {(inputs: Audit_Entry_Member_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat ein Mitglied entfernt`)
};

const fr_audit_entry_member_removed = /** @type {(inputs: Audit_Entry_Member_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a supprimé un membre`)
};

const it_audit_entry_member_removed = /** @type {(inputs: Audit_Entry_Member_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha rimosso un membro`)
};

/**
* | output |
* | --- |
* | "{actor} removed a member" |
*
* @param {Audit_Entry_Member_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_member_removed = /** @type {((inputs: Audit_Entry_Member_RemovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Member_RemovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_member_removed(inputs)
	if (locale === "fr") return fr_audit_entry_member_removed(inputs)
	if (locale === "it") return it_audit_entry_member_removed(inputs)
	return en_audit_entry_member_removed(inputs)
});