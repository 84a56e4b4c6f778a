/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ actor: NonNullable<unknown>, subscribers: NonNullable<unknown> }} Audit_Entry_Newsletter_SentInputs */

const en_audit_entry_newsletter_sent = /** @type {(inputs: Audit_Entry_Newsletter_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} sent a newsletter to ${i?.subscribers}`)
};

const de_audit_entry_newsletter_sent = /** @type {(inputs: Audit_Entry_Newsletter_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} hat einen Newsletter an ${i?.subscribers} gesendet`)
};

const fr_audit_entry_newsletter_sent = /** @type {(inputs: Audit_Entry_Newsletter_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} a envoyé une newsletter à ${i?.subscribers}`)
};

const it_audit_entry_newsletter_sent = /** @type {(inputs: Audit_Entry_Newsletter_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.actor} ha inviato una newsletter a ${i?.subscribers}`)
};

/**
* | output |
* | --- |
* | "{actor} sent a newsletter to {subscribers}" |
*
* @param {Audit_Entry_Newsletter_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_newsletter_sent = /** @type {((inputs: Audit_Entry_Newsletter_SentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Entry_Newsletter_SentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_entry_newsletter_sent(inputs)
	if (locale === "fr") return fr_audit_entry_newsletter_sent(inputs)
	if (locale === "it") return it_audit_entry_newsletter_sent(inputs)
	return en_audit_entry_newsletter_sent(inputs)
});