/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, subject: NonNullable<unknown> }} Audit_Entry_Role_MemberInputs */

const en_audit_entry_role_member = /** @type {(inputs: Audit_Entry_Role_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} made ${i?.subject} a member`)
};

const de_audit_entry_role_member = /** @type {(inputs: Audit_Entry_Role_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat ${i?.subject} zum Mitglied gemacht`)
};

const fr_audit_entry_role_member = /** @type {(inputs: Audit_Entry_Role_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a attribué le rôle de membre à ${i?.subject}`)
};

const it_audit_entry_role_member = /** @type {(inputs: Audit_Entry_Role_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha assegnato il ruolo di membro a ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "{actor} made {subject} a member" |
*
* @param {Audit_Entry_Role_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_role_member = /** @type {((inputs: Audit_Entry_Role_MemberInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Role_MemberInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_role_member(inputs)
	if (locale === "fr") return fr_audit_entry_role_member(inputs)
	if (locale === "it") return it_audit_entry_role_member(inputs)
	return en_audit_entry_role_member(inputs)
});