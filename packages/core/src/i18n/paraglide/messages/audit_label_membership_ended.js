/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Membership_EndedInputs */

const en_audit_label_membership_ended = /** @type {(inputs: Audit_Label_Membership_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership ended`)
};

const de_audit_label_membership_ended = /** @type {(inputs: Audit_Label_Membership_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft beendet`)
};

const fr_audit_label_membership_ended = /** @type {(inputs: Audit_Label_Membership_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adhésion terminée`)
};

const it_audit_label_membership_ended = /** @type {(inputs: Audit_Label_Membership_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iscrizione chiusa`)
};

/**
* | output |
* | --- |
* | "Membership ended" |
*
* @param {Audit_Label_Membership_EndedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_membership_ended = /** @type {((inputs?: Audit_Label_Membership_EndedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Membership_EndedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_membership_ended(inputs)
	if (locale === "fr") return fr_audit_label_membership_ended(inputs)
	if (locale === "it") return it_audit_label_membership_ended(inputs)
	return en_audit_label_membership_ended(inputs)
});