/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Invite_ResentInputs */

const en_audit_label_invite_resent = /** @type {(inputs: Audit_Label_Invite_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite resent`)
};

const de_audit_label_invite_resent = /** @type {(inputs: Audit_Label_Invite_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung erneut gesendet`)
};

const fr_audit_label_invite_resent = /** @type {(inputs: Audit_Label_Invite_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation renvoyée`)
};

const it_audit_label_invite_resent = /** @type {(inputs: Audit_Label_Invite_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invito inviato di nuovo`)
};

/**
* | output |
* | --- |
* | "Invite resent" |
*
* @param {Audit_Label_Invite_ResentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_invite_resent = /** @type {((inputs?: Audit_Label_Invite_ResentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Invite_ResentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_invite_resent(inputs)
	if (locale === "fr") return fr_audit_label_invite_resent(inputs)
	if (locale === "it") return it_audit_label_invite_resent(inputs)
	return en_audit_label_invite_resent(inputs)
});