/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Resignation_SubjectInputs */

const en_mail_resignation_subject = /** @type {(inputs: Mail_Resignation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your resignation`)
};

const de_mail_resignation_subject = /** @type {(inputs: Mail_Resignation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Austritt`)
};

const fr_mail_resignation_subject = /** @type {(inputs: Mail_Resignation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre démission`)
};

const it_mail_resignation_subject = /** @type {(inputs: Mail_Resignation_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le Sue dimissioni`)
};

/**
* | output |
* | --- |
* | "Your resignation" |
*
* @param {Mail_Resignation_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_subject = /** @type {((inputs?: Mail_Resignation_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Resignation_SubjectInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_resignation_subject(inputs)
	if (locale === "fr") return fr_mail_resignation_subject(inputs)
	if (locale === "it") return it_mail_resignation_subject(inputs)
	return en_mail_resignation_subject(inputs)
});