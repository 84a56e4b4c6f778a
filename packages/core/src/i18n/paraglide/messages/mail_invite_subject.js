/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Invite_SubjectInputs */

const en_mail_invite_subject = /** @type {(inputs: Mail_Invite_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership account`)
};

const de_mail_invite_subject = /** @type {(inputs: Mail_Invite_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Mitgliederkonto`)
};

const fr_mail_invite_subject = /** @type {(inputs: Mail_Invite_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte de membre`)
};

const it_mail_invite_subject = /** @type {(inputs: Mail_Invite_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il Suo account di membro`)
};

/**
* | output |
* | --- |
* | "Your membership account" |
*
* @param {Mail_Invite_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_invite_subject = /** @type {((inputs?: Mail_Invite_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Invite_SubjectInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_invite_subject(inputs)
	if (locale === "fr") return fr_mail_invite_subject(inputs)
	if (locale === "it") return it_mail_invite_subject(inputs)
	return en_mail_invite_subject(inputs)
});