/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Profile_CorrectedInputs */

const en_audit_label_profile_corrected = /** @type {(inputs: Audit_Label_Profile_CorrectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile corrected`)
};

const de_audit_label_profile_corrected = /** @type {(inputs: Audit_Label_Profile_CorrectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil korrigiert`)
};

const fr_audit_label_profile_corrected = /** @type {(inputs: Audit_Label_Profile_CorrectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil corrigé`)
};

const it_audit_label_profile_corrected = /** @type {(inputs: Audit_Label_Profile_CorrectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profilo corretto`)
};

/**
* | output |
* | --- |
* | "Profile corrected" |
*
* @param {Audit_Label_Profile_CorrectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_profile_corrected = /** @type {((inputs?: Audit_Label_Profile_CorrectedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Profile_CorrectedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_profile_corrected(inputs)
	if (locale === "fr") return fr_audit_label_profile_corrected(inputs)
	if (locale === "it") return it_audit_label_profile_corrected(inputs)
	return en_audit_label_profile_corrected(inputs)
});