/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Fees_RenewedInputs */

const en_audit_label_fees_renewed = /** @type {(inputs: Audit_Label_Fees_RenewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fees renewed`)
};

const de_audit_label_fees_renewed = /** @type {(inputs: Audit_Label_Fees_RenewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beiträge erneuert`)
};

const fr_audit_label_fees_renewed = /** @type {(inputs: Audit_Label_Fees_RenewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cotisations renouvelées`)
};

const it_audit_label_fees_renewed = /** @type {(inputs: Audit_Label_Fees_RenewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote rinnovate`)
};

/**
* | output |
* | --- |
* | "Fees renewed" |
*
* @param {Audit_Label_Fees_RenewedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_fees_renewed = /** @type {((inputs?: Audit_Label_Fees_RenewedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Fees_RenewedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_fees_renewed(inputs)
	if (locale === "fr") return fr_audit_label_fees_renewed(inputs)
	if (locale === "it") return it_audit_label_fees_renewed(inputs)
	return en_audit_label_fees_renewed(inputs)
});