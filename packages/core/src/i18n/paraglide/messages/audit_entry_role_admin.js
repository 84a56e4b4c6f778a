/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, subject: NonNullable<unknown> }} Audit_Entry_Role_AdminInputs */

const en_audit_entry_role_admin = /** @type {(inputs: Audit_Entry_Role_AdminInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} made ${i?.subject} an admin`)
};

const de_audit_entry_role_admin = /** @type {(inputs: Audit_Entry_Role_AdminInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat ${i?.subject} zum Admin gemacht`)
};

const fr_audit_entry_role_admin = /** @type {(inputs: Audit_Entry_Role_AdminInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a attribué le rôle d’admin à ${i?.subject}`)
};

const it_audit_entry_role_admin = /** @type {(inputs: Audit_Entry_Role_AdminInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha assegnato il ruolo di admin a ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "{actor} made {subject} an admin" |
*
* @param {Audit_Entry_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_role_admin = /** @type {((inputs: Audit_Entry_Role_AdminInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Role_AdminInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_role_admin(inputs)
	if (locale === "fr") return fr_audit_entry_role_admin(inputs)
	if (locale === "it") return it_audit_entry_role_admin(inputs)
	return en_audit_entry_role_admin(inputs)
});