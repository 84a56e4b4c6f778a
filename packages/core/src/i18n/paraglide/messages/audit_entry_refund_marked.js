/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, amount: NonNullable<unknown>, invoice: NonNullable<unknown>, subject: NonNullable<unknown>, reason: NonNullable<unknown> }} Audit_Entry_Refund_MarkedInputs */

const en_audit_entry_refund_marked = /** @type {(inputs: Audit_Entry_Refund_MarkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} marked ${i?.amount} paid too much on ${i?.invoice} of ${i?.subject} to refund, giving the reason “${i?.reason}”`)
};

const de_audit_entry_refund_marked = /** @type {(inputs: Audit_Entry_Refund_MarkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat für ${i?.subject} ${i?.amount} zu viel Bezahltes auf ${i?.invoice} zur Rückerstattung vermerkt, mit der Begründung «${i?.reason}»`)
};

const fr_audit_entry_refund_marked = /** @type {(inputs: Audit_Entry_Refund_MarkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a noté ${i?.amount} payés en trop sur ${i?.invoice} pour ${i?.subject} comme à rembourser, avec le motif « ${i?.reason} »`)
};

const it_audit_entry_refund_marked = /** @type {(inputs: Audit_Entry_Refund_MarkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha annotato ${i?.amount} pagati in eccesso su ${i?.invoice} di ${i?.subject} come da rimborsare, con il motivo «${i?.reason}»`)
};

/**
* | output |
* | --- |
* | "{actor} marked {amount} paid too much on {invoice} of {subject} to refund, giving the reason “{reason}”" |
*
* @param {Audit_Entry_Refund_MarkedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_refund_marked = /** @type {((inputs: Audit_Entry_Refund_MarkedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Refund_MarkedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_refund_marked(inputs)
	if (locale === "fr") return fr_audit_entry_refund_marked(inputs)
	if (locale === "it") return it_audit_entry_refund_marked(inputs)
	return en_audit_entry_refund_marked(inputs)
});