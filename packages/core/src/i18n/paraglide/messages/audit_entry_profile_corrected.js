/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, subject: NonNullable<unknown>, fields: NonNullable<unknown> }} Audit_Entry_Profile_CorrectedInputs */

const en_audit_entry_profile_corrected = /** @type {(inputs: Audit_Entry_Profile_CorrectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} corrected the profile of ${i?.subject} (${i?.fields})`)
};

const de_audit_entry_profile_corrected = /** @type {(inputs: Audit_Entry_Profile_CorrectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat die Profilangaben für ${i?.subject} korrigiert (${i?.fields})`)
};

const fr_audit_entry_profile_corrected = /** @type {(inputs: Audit_Entry_Profile_CorrectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a corrigé le profil pour ${i?.subject} (${i?.fields})`)
};

const it_audit_entry_profile_corrected = /** @type {(inputs: Audit_Entry_Profile_CorrectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha corretto il profilo di ${i?.subject} (${i?.fields})`)
};

/**
* | output |
* | --- |
* | "{actor} corrected the profile of {subject} ({fields})" |
*
* @param {Audit_Entry_Profile_CorrectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_profile_corrected = /** @type {((inputs: Audit_Entry_Profile_CorrectedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Profile_CorrectedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_profile_corrected(inputs)
	if (locale === "fr") return fr_audit_entry_profile_corrected(inputs)
	if (locale === "it") return it_audit_entry_profile_corrected(inputs)
	return en_audit_entry_profile_corrected(inputs)
});