/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Confirmation_ResentInputs */

const en_audit_label_confirmation_resent = /** @type {(inputs: Audit_Label_Confirmation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation resent`)
};

const de_audit_label_confirmation_resent = /** @type {(inputs: Audit_Label_Confirmation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigung erneut gesendet`)
};

const fr_audit_label_confirmation_resent = /** @type {(inputs: Audit_Label_Confirmation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation renvoyée`)
};

const it_audit_label_confirmation_resent = /** @type {(inputs: Audit_Label_Confirmation_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conferma inviata di nuovo`)
};

/**
* | output |
* | --- |
* | "Confirmation resent" |
*
* @param {Audit_Label_Confirmation_ResentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_confirmation_resent = /** @type {((inputs?: Audit_Label_Confirmation_ResentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Confirmation_ResentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_confirmation_resent(inputs)
	if (locale === "fr") return fr_audit_label_confirmation_resent(inputs)
	if (locale === "it") return it_audit_label_confirmation_resent(inputs)
	return en_audit_label_confirmation_resent(inputs)
});