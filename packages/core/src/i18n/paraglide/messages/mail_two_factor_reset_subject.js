/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Two_Factor_Reset_SubjectInputs */

const en_mail_two_factor_reset_subject = /** @type {(inputs: Mail_Two_Factor_Reset_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication turned off`)
};

const de_mail_two_factor_reset_subject = /** @type {(inputs: Mail_Two_Factor_Reset_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei-Faktor-Authentifizierung ausgeschaltet`)
};

const fr_mail_two_factor_reset_subject = /** @type {(inputs: Mail_Two_Factor_Reset_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentification à deux facteurs désactivée`)
};

const it_mail_two_factor_reset_subject = /** @type {(inputs: Mail_Two_Factor_Reset_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autenticazione a due fattori disattivata`)
};

/**
* | output |
* | --- |
* | "Two-factor authentication turned off" |
*
* @param {Mail_Two_Factor_Reset_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_two_factor_reset_subject = /** @type {((inputs?: Mail_Two_Factor_Reset_SubjectInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Two_Factor_Reset_SubjectInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_two_factor_reset_subject(inputs)
	if (locale === "fr") return fr_mail_two_factor_reset_subject(inputs)
	if (locale === "it") return it_mail_two_factor_reset_subject(inputs)
	return en_mail_two_factor_reset_subject(inputs)
});