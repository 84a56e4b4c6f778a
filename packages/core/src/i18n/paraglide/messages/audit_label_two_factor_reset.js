/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Two_Factor_ResetInputs */

const en_audit_label_two_factor_reset = /** @type {(inputs: Audit_Label_Two_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor reset`)
};

const de_audit_label_two_factor_reset = /** @type {(inputs: Audit_Label_Two_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Authentifizierung zurückgesetzt`)
};

const fr_audit_label_two_factor_reset = /** @type {(inputs: Audit_Label_Two_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentification à deux facteurs réinitialisée`)
};

const it_audit_label_two_factor_reset = /** @type {(inputs: Audit_Label_Two_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autenticazione a due fattori reimpostata`)
};

/**
* | output |
* | --- |
* | "Two-factor reset" |
*
* @param {Audit_Label_Two_Factor_ResetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_two_factor_reset = /** @type {((inputs?: Audit_Label_Two_Factor_ResetInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Two_Factor_ResetInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_two_factor_reset(inputs)
	if (locale === "fr") return fr_audit_label_two_factor_reset(inputs)
	if (locale === "it") return it_audit_label_two_factor_reset(inputs)
	return en_audit_label_two_factor_reset(inputs)
});