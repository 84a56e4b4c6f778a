/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Member_ResignedInputs */

const en_audit_label_member_resigned = /** @type {(inputs: Audit_Label_Member_ResignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member resigned`)
};

const de_audit_label_member_resigned = /** @type {(inputs: Audit_Label_Member_ResignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Austritt erklärt`)
};

const fr_audit_label_member_resigned = /** @type {(inputs: Audit_Label_Member_ResignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Démission annoncée`)
};

const it_audit_label_member_resigned = /** @type {(inputs: Audit_Label_Member_ResignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dimissioni presentate`)
};

/**
* | output |
* | --- |
* | "Member resigned" |
*
* @param {Audit_Label_Member_ResignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_member_resigned = /** @type {((inputs?: Audit_Label_Member_ResignedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Member_ResignedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_member_resigned(inputs)
	if (locale === "fr") return fr_audit_label_member_resigned(inputs)
	if (locale === "it") return it_audit_label_member_resigned(inputs)
	return en_audit_label_member_resigned(inputs)
});