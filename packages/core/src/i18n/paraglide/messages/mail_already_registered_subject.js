/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Already_Registered_SubjectInputs */

const en_mail_already_registered_subject = /** @type {(inputs: Mail_Already_Registered_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You already have an account`)
};

const de_mail_already_registered_subject = /** @type {(inputs: Mail_Already_Registered_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben bereits ein Konto`)
};

const fr_mail_already_registered_subject = /** @type {(inputs: Mail_Already_Registered_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà un compte`)
};

const it_mail_already_registered_subject = /** @type {(inputs: Mail_Already_Registered_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ha già un account`)
};

/**
* | output |
* | --- |
* | "You already have an account" |
*
* @param {Mail_Already_Registered_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_already_registered_subject = /** @type {((inputs?: Mail_Already_Registered_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Already_Registered_SubjectInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_already_registered_subject(inputs)
	if (locale === "fr") return fr_mail_already_registered_subject(inputs)
	if (locale === "it") return it_mail_already_registered_subject(inputs)
	return en_mail_already_registered_subject(inputs)
});