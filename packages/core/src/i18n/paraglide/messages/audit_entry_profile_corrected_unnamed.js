/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, subject: NonNullable<unknown> }} Audit_Entry_Profile_Corrected_UnnamedInputs */

const en_audit_entry_profile_corrected_unnamed = /** @type {(inputs: Audit_Entry_Profile_Corrected_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} corrected the profile of ${i?.subject}`)
};

const de_audit_entry_profile_corrected_unnamed = /** @type {(inputs: Audit_Entry_Profile_Corrected_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat die Profilangaben für ${i?.subject} korrigiert`)
};

const fr_audit_entry_profile_corrected_unnamed = /** @type {(inputs: Audit_Entry_Profile_Corrected_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a corrigé le profil pour ${i?.subject}`)
};

const it_audit_entry_profile_corrected_unnamed = /** @type {(inputs: Audit_Entry_Profile_Corrected_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha corretto il profilo di ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "{actor} corrected the profile of {subject}" |
*
* @param {Audit_Entry_Profile_Corrected_UnnamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_profile_corrected_unnamed = /** @type {((inputs: Audit_Entry_Profile_Corrected_UnnamedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Profile_Corrected_UnnamedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_profile_corrected_unnamed(inputs)
	if (locale === "fr") return fr_audit_entry_profile_corrected_unnamed(inputs)
	if (locale === "it") return it_audit_entry_profile_corrected_unnamed(inputs)
	return en_audit_entry_profile_corrected_unnamed(inputs)
});