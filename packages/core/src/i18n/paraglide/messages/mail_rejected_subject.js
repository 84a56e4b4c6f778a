/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Rejected_SubjectInputs */

const en_mail_rejected_subject = /** @type {(inputs: Mail_Rejected_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership application`)
};

const de_mail_rejected_subject = /** @type {(inputs: Mail_Rejected_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Antrag auf Mitgliedschaft`)
};

const fr_mail_rejected_subject = /** @type {(inputs: Mail_Rejected_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande d'adhésion`)
};

const it_mail_rejected_subject = /** @type {(inputs: Mail_Rejected_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La Sua domanda di adesione`)
};

/**
* | output |
* | --- |
* | "Your membership application" |
*
* @param {Mail_Rejected_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_rejected_subject = /** @type {((inputs?: Mail_Rejected_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Rejected_SubjectInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_rejected_subject(inputs)
	if (locale === "fr") return fr_mail_rejected_subject(inputs)
	if (locale === "it") return it_mail_rejected_subject(inputs)
	return en_mail_rejected_subject(inputs)
});