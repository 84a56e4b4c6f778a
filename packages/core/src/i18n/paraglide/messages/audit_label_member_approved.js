/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Member_ApprovedInputs */

const en_audit_label_member_approved = /** @type {(inputs: Audit_Label_Member_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member approved`)
};

const de_audit_label_member_approved = /** @type {(inputs: Audit_Label_Member_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied genehmigt`)
};

const fr_audit_label_member_approved = /** @type {(inputs: Audit_Label_Member_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre approuvé`)
};

const it_audit_label_member_approved = /** @type {(inputs: Audit_Label_Member_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membro approvato`)
};

/**
* | output |
* | --- |
* | "Member approved" |
*
* @param {Audit_Label_Member_ApprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_member_approved = /** @type {((inputs?: Audit_Label_Member_ApprovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Member_ApprovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_member_approved(inputs)
	if (locale === "fr") return fr_audit_label_member_approved(inputs)
	if (locale === "it") return it_audit_label_member_approved(inputs)
	return en_audit_label_member_approved(inputs)
});