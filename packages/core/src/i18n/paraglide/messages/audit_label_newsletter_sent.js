/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Label_Newsletter_SentInputs */

const en_audit_label_newsletter_sent = /** @type {(inputs: Audit_Label_Newsletter_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter sent`)
};

const de_audit_label_newsletter_sent = /** @type {(inputs: Audit_Label_Newsletter_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter gesendet`)
};

const fr_audit_label_newsletter_sent = /** @type {(inputs: Audit_Label_Newsletter_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter envoyée`)
};

const it_audit_label_newsletter_sent = /** @type {(inputs: Audit_Label_Newsletter_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter inviata`)
};

/**
* | output |
* | --- |
* | "Newsletter sent" |
*
* @param {Audit_Label_Newsletter_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_newsletter_sent = /** @type {((inputs?: Audit_Label_Newsletter_SentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Label_Newsletter_SentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_label_newsletter_sent(inputs)
	if (locale === "fr") return fr_audit_label_newsletter_sent(inputs)
	if (locale === "it") return it_audit_label_newsletter_sent(inputs)
	return en_audit_label_newsletter_sent(inputs)
});