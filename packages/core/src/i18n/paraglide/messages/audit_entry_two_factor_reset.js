/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, subject: NonNullable<unknown> }} Audit_Entry_Two_Factor_ResetInputs */

const en_audit_entry_two_factor_reset = /** @type {(inputs: Audit_Entry_Two_Factor_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} reset the two-factor authentication of ${i?.subject}`)
};

const de_audit_entry_two_factor_reset = /** @type {(inputs: Audit_Entry_Two_Factor_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat die Zwei-Faktor-Authentifizierung für ${i?.subject} zurückgesetzt`)
};

const fr_audit_entry_two_factor_reset = /** @type {(inputs: Audit_Entry_Two_Factor_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a réinitialisé l’authentification à deux facteurs pour ${i?.subject}`)
};

const it_audit_entry_two_factor_reset = /** @type {(inputs: Audit_Entry_Two_Factor_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha reimpostato l’autenticazione a due fattori di ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "{actor} reset the two-factor authentication of {subject}" |
*
* @param {Audit_Entry_Two_Factor_ResetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_two_factor_reset = /** @type {((inputs: Audit_Entry_Two_Factor_ResetInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Two_Factor_ResetInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_two_factor_reset(inputs)
	if (locale === "fr") return fr_audit_entry_two_factor_reset(inputs)
	if (locale === "it") return it_audit_entry_two_factor_reset(inputs)
	return en_audit_entry_two_factor_reset(inputs)
});