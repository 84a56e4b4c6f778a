/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Payment_ReversedInputs */

const en_audit_label_payment_reversed = /** @type {(inputs: Audit_Label_Payment_ReversedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment reversed`)
};

const de_audit_label_payment_reversed = /** @type {(inputs: Audit_Label_Payment_ReversedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung storniert`)
};

const fr_audit_label_payment_reversed = /** @type {(inputs: Audit_Label_Payment_ReversedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement annulé`)
};

const it_audit_label_payment_reversed = /** @type {(inputs: Audit_Label_Payment_ReversedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamento stornato`)
};

/**
* | output |
* | --- |
* | "Payment reversed" |
*
* @param {Audit_Label_Payment_ReversedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_payment_reversed = /** @type {((inputs?: Audit_Label_Payment_ReversedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Payment_ReversedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_payment_reversed(inputs)
	if (locale === "fr") return fr_audit_label_payment_reversed(inputs)
	if (locale === "it") return it_audit_label_payment_reversed(inputs)
	return en_audit_label_payment_reversed(inputs)
});