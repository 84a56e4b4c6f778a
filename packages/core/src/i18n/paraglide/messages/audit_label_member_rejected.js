/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Member_RejectedInputs */

const en_audit_label_member_rejected = /** @type {(inputs: Audit_Label_Member_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application rejected`)
};

const de_audit_label_member_rejected = /** @type {(inputs: Audit_Label_Member_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antrag abgelehnt`)
};

const fr_audit_label_member_rejected = /** @type {(inputs: Audit_Label_Member_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande refusée`)
};

const it_audit_label_member_rejected = /** @type {(inputs: Audit_Label_Member_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domanda respinta`)
};

/**
* | output |
* | --- |
* | "Application rejected" |
*
* @param {Audit_Label_Member_RejectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_member_rejected = /** @type {((inputs?: Audit_Label_Member_RejectedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Member_RejectedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_member_rejected(inputs)
	if (locale === "fr") return fr_audit_label_member_rejected(inputs)
	if (locale === "it") return it_audit_label_member_rejected(inputs)
	return en_audit_label_member_rejected(inputs)
});