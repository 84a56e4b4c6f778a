/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Payment_RecordedInputs */

const en_audit_label_payment_recorded = /** @type {(inputs: Audit_Label_Payment_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment recorded`)
};

const de_audit_label_payment_recorded = /** @type {(inputs: Audit_Label_Payment_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung erfasst`)
};

const fr_audit_label_payment_recorded = /** @type {(inputs: Audit_Label_Payment_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement enregistré`)
};

const it_audit_label_payment_recorded = /** @type {(inputs: Audit_Label_Payment_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamento registrato`)
};

/**
* | output |
* | --- |
* | "Payment recorded" |
*
* @param {Audit_Label_Payment_RecordedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_payment_recorded = /** @type {((inputs?: Audit_Label_Payment_RecordedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Payment_RecordedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_payment_recorded(inputs)
	if (locale === "fr") return fr_audit_label_payment_recorded(inputs)
	if (locale === "it") return it_audit_label_payment_recorded(inputs)
	return en_audit_label_payment_recorded(inputs)
});