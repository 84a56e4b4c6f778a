/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Confirmation_SubjectInputs */

const en_mail_confirmation_subject = /** @type {(inputs: Mail_Confirmation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm your e-mail address`)
};

const de_mail_confirmation_subject = /** @type {(inputs: Mail_Confirmation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte bestätigen Sie Ihre E-Mail-Adresse`)
};

const fr_mail_confirmation_subject = /** @type {(inputs: Mail_Confirmation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez confirmer votre adresse e-mail`)
};

const it_mail_confirmation_subject = /** @type {(inputs: Mail_Confirmation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confermi il Suo indirizzo e-mail`)
};

/**
* | output |
* | --- |
* | "Please confirm your e-mail address" |
*
* @param {Mail_Confirmation_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_confirmation_subject = /** @type {((inputs?: Mail_Confirmation_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirmation_SubjectInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_confirmation_subject(inputs)
	if (locale === "fr") return fr_mail_confirmation_subject(inputs)
	if (locale === "it") return it_mail_confirmation_subject(inputs)
	return en_mail_confirmation_subject(inputs)
});