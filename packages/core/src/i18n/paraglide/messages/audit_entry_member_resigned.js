/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, day: NonNullable<unknown> }} Audit_Entry_Member_ResignedInputs */

const en_audit_entry_member_resigned = /** @type {(inputs: Audit_Entry_Member_ResignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} resigned, leaving on ${i?.day}`)
};

const de_audit_entry_member_resigned = /** @type {(inputs: Audit_Entry_Member_ResignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat den Austritt erklärt, letzter Tag ${i?.day}`)
};

const fr_audit_entry_member_resigned = /** @type {(inputs: Audit_Entry_Member_ResignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a démissionné, départ le ${i?.day}`)
};

const it_audit_entry_member_resigned = /** @type {(inputs: Audit_Entry_Member_ResignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha dato le dimissioni, uscita il ${i?.day}`)
};

/**
* | output |
* | --- |
* | "{actor} resigned, leaving on {day}" |
*
* @param {Audit_Entry_Member_ResignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_member_resigned = /** @type {((inputs: Audit_Entry_Member_ResignedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Member_ResignedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_member_resigned(inputs)
	if (locale === "fr") return fr_audit_entry_member_resigned(inputs)
	if (locale === "it") return it_audit_entry_member_resigned(inputs)
	return en_audit_entry_member_resigned(inputs)
});