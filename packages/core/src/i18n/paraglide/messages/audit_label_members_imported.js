/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Members_ImportedInputs */

const en_audit_label_members_imported = /** @type {(inputs: Audit_Label_Members_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members imported`)
};

const de_audit_label_members_imported = /** @type {(inputs: Audit_Label_Members_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder importiert`)
};

const fr_audit_label_members_imported = /** @type {(inputs: Audit_Label_Members_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membres importés`)
};

const it_audit_label_members_imported = /** @type {(inputs: Audit_Label_Members_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membri importati`)
};

/**
* | output |
* | --- |
* | "Members imported" |
*
* @param {Audit_Label_Members_ImportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_members_imported = /** @type {((inputs?: Audit_Label_Members_ImportedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Members_ImportedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_members_imported(inputs)
	if (locale === "fr") return fr_audit_label_members_imported(inputs)
	if (locale === "it") return it_audit_label_members_imported(inputs)
	return en_audit_label_members_imported(inputs)
});