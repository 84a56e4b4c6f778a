/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Member_RemovedInputs */

const en_audit_label_member_removed = /** @type {(inputs: Audit_Label_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member removed`)
};

const de_audit_label_member_removed = /** @type {(inputs: Audit_Label_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied entfernt`)
};

const fr_audit_label_member_removed = /** @type {(inputs: Audit_Label_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre supprimé`)
};

const it_audit_label_member_removed = /** @type {(inputs: Audit_Label_Member_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membro rimosso`)
};

/**
* | output |
* | --- |
* | "Member removed" |
*
* @param {Audit_Label_Member_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_member_removed = /** @type {((inputs?: Audit_Label_Member_RemovedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Member_RemovedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_member_removed(inputs)
	if (locale === "fr") return fr_audit_label_member_removed(inputs)
	if (locale === "it") return it_audit_label_member_removed(inputs)
	return en_audit_label_member_removed(inputs)
});