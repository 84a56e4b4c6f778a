/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown> }} Audit_Entry_Member_Resigned_UndatedInputs */

const en_audit_entry_member_resigned_undated = /** @type {(inputs: Audit_Entry_Member_Resigned_UndatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} resigned`)
};

const de_audit_entry_member_resigned_undated = /** @type {(inputs: Audit_Entry_Member_Resigned_UndatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat den Austritt erklärt`)
};

const fr_audit_entry_member_resigned_undated = /** @type {(inputs: Audit_Entry_Member_Resigned_UndatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a démissionné`)
};

const it_audit_entry_member_resigned_undated = /** @type {(inputs: Audit_Entry_Member_Resigned_UndatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha dato le dimissioni`)
};

/**
* | output |
* | --- |
* | "{actor} resigned" |
*
* @param {Audit_Entry_Member_Resigned_UndatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_member_resigned_undated = /** @type {((inputs: Audit_Entry_Member_Resigned_UndatedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Member_Resigned_UndatedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_member_resigned_undated(inputs)
	if (locale === "fr") return fr_audit_entry_member_resigned_undated(inputs)
	if (locale === "it") return it_audit_entry_member_resigned_undated(inputs)
	return en_audit_entry_member_resigned_undated(inputs)
});