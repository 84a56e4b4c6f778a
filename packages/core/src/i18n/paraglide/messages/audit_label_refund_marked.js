/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Refund_MarkedInputs */

const en_audit_label_refund_marked = /** @type {(inputs: Audit_Label_Refund_MarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund marked`)
};

const de_audit_label_refund_marked = /** @type {(inputs: Audit_Label_Refund_MarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rückerstattung vermerkt`)
};

const fr_audit_label_refund_marked = /** @type {(inputs: Audit_Label_Refund_MarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remboursement noté`)
};

const it_audit_label_refund_marked = /** @type {(inputs: Audit_Label_Refund_MarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimborso annotato`)
};

/**
* | output |
* | --- |
* | "Refund marked" |
*
* @param {Audit_Label_Refund_MarkedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_refund_marked = /** @type {((inputs?: Audit_Label_Refund_MarkedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Refund_MarkedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_refund_marked(inputs)
	if (locale === "fr") return fr_audit_label_refund_marked(inputs)
	if (locale === "it") return it_audit_label_refund_marked(inputs)
	return en_audit_label_refund_marked(inputs)
});