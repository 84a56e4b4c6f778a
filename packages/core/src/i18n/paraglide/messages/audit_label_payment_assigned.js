/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Payment_AssignedInputs */

const en_audit_label_payment_assigned = /** @type {(inputs: Audit_Label_Payment_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank payment assigned`)
};

const de_audit_label_payment_assigned = /** @type {(inputs: Audit_Label_Payment_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bankzahlung zugeordnet`)
};

const fr_audit_label_payment_assigned = /** @type {(inputs: Audit_Label_Payment_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement bancaire attribué`)
};

const it_audit_label_payment_assigned = /** @type {(inputs: Audit_Label_Payment_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamento bancario assegnato`)
};

/**
* | output |
* | --- |
* | "Bank payment assigned" |
*
* @param {Audit_Label_Payment_AssignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_payment_assigned = /** @type {((inputs?: Audit_Label_Payment_AssignedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Payment_AssignedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_payment_assigned(inputs)
	if (locale === "fr") return fr_audit_label_payment_assigned(inputs)
	if (locale === "it") return it_audit_label_payment_assigned(inputs)
	return en_audit_label_payment_assigned(inputs)
});