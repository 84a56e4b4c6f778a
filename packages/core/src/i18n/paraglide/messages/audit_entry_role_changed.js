/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, subject: NonNullable<unknown> }} Audit_Entry_Role_ChangedInputs */

const en_audit_entry_role_changed = /** @type {(inputs: Audit_Entry_Role_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} changed the role of ${i?.subject}`)
};

const de_audit_entry_role_changed = /** @type {(inputs: Audit_Entry_Role_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat die Rolle für ${i?.subject} geändert`)
};

const fr_audit_entry_role_changed = /** @type {(inputs: Audit_Entry_Role_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a changé le rôle attribué à ${i?.subject}`)
};

const it_audit_entry_role_changed = /** @type {(inputs: Audit_Entry_Role_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha cambiato il ruolo di ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "{actor} changed the role of {subject}" |
*
* @param {Audit_Entry_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_role_changed = /** @type {((inputs: Audit_Entry_Role_ChangedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Role_ChangedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_role_changed(inputs)
	if (locale === "fr") return fr_audit_entry_role_changed(inputs)
	if (locale === "it") return it_audit_entry_role_changed(inputs)
	return en_audit_entry_role_changed(inputs)
});