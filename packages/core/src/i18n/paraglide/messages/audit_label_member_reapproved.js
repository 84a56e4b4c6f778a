/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Member_ReapprovedInputs */

const en_audit_label_member_reapproved = /** @type {(inputs: Audit_Label_Member_ReapprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member approved again`)
};

const de_audit_label_member_reapproved = /** @type {(inputs: Audit_Label_Member_ReapprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied nach Ablehnung genehmigt`)
};

const fr_audit_label_member_reapproved = /** @type {(inputs: Audit_Label_Member_ReapprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre approuvé après un refus`)
};

const it_audit_label_member_reapproved = /** @type {(inputs: Audit_Label_Member_ReapprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membro approvato dopo un rifiuto`)
};

/**
* | output |
* | --- |
* | "Member approved again" |
*
* @param {Audit_Label_Member_ReapprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_member_reapproved = /** @type {((inputs?: Audit_Label_Member_ReapprovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Member_ReapprovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_member_reapproved(inputs)
	if (locale === "fr") return fr_audit_label_member_reapproved(inputs)
	if (locale === "it") return it_audit_label_member_reapproved(inputs)
	return en_audit_label_member_reapproved(inputs)
});