/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, subject: NonNullable<unknown> }} Audit_Entry_Invite_ResentInputs */

const en_audit_entry_invite_resent = /** @type {(inputs: Audit_Entry_Invite_ResentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} resent the invite to ${i?.subject}`)
};

const de_audit_entry_invite_resent = /** @type {(inputs: Audit_Entry_Invite_ResentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat die Einladung erneut an ${i?.subject} gesendet`)
};

const fr_audit_entry_invite_resent = /** @type {(inputs: Audit_Entry_Invite_ResentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a renvoyé l’invitation à ${i?.subject}`)
};

const it_audit_entry_invite_resent = /** @type {(inputs: Audit_Entry_Invite_ResentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha inviato di nuovo l’invito a ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "{actor} resent the invite to {subject}" |
*
* @param {Audit_Entry_Invite_ResentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_invite_resent = /** @type {((inputs: Audit_Entry_Invite_ResentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Invite_ResentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_invite_resent(inputs)
	if (locale === "fr") return fr_audit_entry_invite_resent(inputs)
	if (locale === "it") return it_audit_entry_invite_resent(inputs)
	return en_audit_entry_invite_resent(inputs)
});