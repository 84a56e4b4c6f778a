/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Removed_MemberInputs */

const en_audit_removed_member = /** @type {(inputs: Audit_Removed_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a member who has since been removed`)
};

const de_audit_removed_member = /** @type {(inputs: Audit_Removed_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ein inzwischen entferntes Mitglied`)
};

const fr_audit_removed_member = /** @type {(inputs: Audit_Removed_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un membre supprimé depuis`)
};

const it_audit_removed_member = /** @type {(inputs: Audit_Removed_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un membro rimosso nel frattempo`)
};

/**
* | output |
* | --- |
* | "a member who has since been removed" |
*
* @param {Audit_Removed_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_removed_member = /** @type {((inputs?: Audit_Removed_MemberInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Removed_MemberInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_removed_member(inputs)
	if (locale === "fr") return fr_audit_removed_member(inputs)
	if (locale === "it") return it_audit_removed_member(inputs)
	return en_audit_removed_member(inputs)
});