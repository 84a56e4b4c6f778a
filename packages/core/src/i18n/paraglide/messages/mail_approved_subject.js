/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Approved_SubjectInputs */

const en_mail_approved_subject = /** @type {(inputs: Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership has been approved`)
};

const de_mail_approved_subject = /** @type {(inputs: Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Mitgliedschaft wurde genehmigt`)
};

const fr_mail_approved_subject = /** @type {(inputs: Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adhésion a été approuvée`)
};

const it_mail_approved_subject = /** @type {(inputs: Mail_Approved_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Sua adesione è stata approvata`)
};

/**
* | output |
* | --- |
* | "Your membership has been approved" |
*
* @param {Mail_Approved_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_approved_subject = /** @type {((inputs?: Mail_Approved_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Approved_SubjectInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_approved_subject(inputs)
	if (locale === "fr") return fr_mail_approved_subject(inputs)
	if (locale === "it") return it_mail_approved_subject(inputs)
	return en_mail_approved_subject(inputs)
});