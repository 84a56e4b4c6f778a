/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Undeliverable_SubjectInputs */

const en_mail_undeliverable_subject = /** @type {(inputs: Mail_Undeliverable_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An e-mail could not be delivered`)
};

const de_mail_undeliverable_subject = /** @type {(inputs: Mail_Undeliverable_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine E-Mail konnte nicht zugestellt werden`)
};

const fr_mail_undeliverable_subject = /** @type {(inputs: Mail_Undeliverable_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un e-mail n'a pas pu être distribué`)
};

const it_mail_undeliverable_subject = /** @type {(inputs: Mail_Undeliverable_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile recapitare un'e-mail`)
};

/**
* | output |
* | --- |
* | "An e-mail could not be delivered" |
*
* @param {Mail_Undeliverable_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_undeliverable_subject = /** @type {((inputs?: Mail_Undeliverable_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Undeliverable_SubjectInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_undeliverable_subject(inputs)
	if (locale === "fr") return fr_mail_undeliverable_subject(inputs)
	if (locale === "it") return it_mail_undeliverable_subject(inputs)
	return en_mail_undeliverable_subject(inputs)
});