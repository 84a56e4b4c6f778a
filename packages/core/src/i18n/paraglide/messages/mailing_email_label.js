/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mailing_Email_LabelInputs */

const en_mailing_email_label = /** @type {(inputs: Mailing_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address`)
};

const de_mailing_email_label = /** @type {(inputs: Mailing_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse`)
};

const fr_mailing_email_label = /** @type {(inputs: Mailing_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail`)
};

const it_mailing_email_label = /** @type {(inputs: Mailing_Email_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indirizzo e-mail`)
};

/**
* | output |
* | --- |
* | "Email address" |
*
* @param {Mailing_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_email_label = /** @type {((inputs?: Mailing_Email_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mailing_Email_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mailing_email_label(inputs)
	if (locale === "fr") return fr_mailing_email_label(inputs)
	if (locale === "it") return it_mailing_email_label(inputs)
	return en_mailing_email_label(inputs)
});