/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Payment_DismissedInputs */

const en_audit_label_payment_dismissed = /** @type {(inputs: Audit_Label_Payment_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment dismissed as not a fee`)
};

const de_audit_label_payment_dismissed = /** @type {(inputs: Audit_Label_Payment_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung als kein Beitrag erledigt`)
};

const fr_audit_label_payment_dismissed = /** @type {(inputs: Audit_Label_Payment_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement classé comme non-cotisation`)
};

const it_audit_label_payment_dismissed = /** @type {(inputs: Audit_Label_Payment_DismissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagamento archiviato come non quota`)
};

/**
* | output |
* | --- |
* | "Payment dismissed as not a fee" |
*
* @param {Audit_Label_Payment_DismissedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_payment_dismissed = /** @type {((inputs?: Audit_Label_Payment_DismissedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Payment_DismissedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_payment_dismissed(inputs)
	if (locale === "fr") return fr_audit_label_payment_dismissed(inputs)
	if (locale === "it") return it_audit_label_payment_dismissed(inputs)
	return en_audit_label_payment_dismissed(inputs)
});