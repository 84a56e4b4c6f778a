/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ associationName: NonNullable<unknown> }} Mail_Confirmation_ThanksInputs */

const en_mail_confirmation_thanks = /** @type {(inputs: Mail_Confirmation_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for applying for membership of the ${i?.associationName}.`)
};

const de_mail_confirmation_thanks = /** @type {(inputs: Mail_Confirmation_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vielen Dank für Ihren Antrag auf Mitgliedschaft bei der ${i?.associationName}.`)
};

const fr_mail_confirmation_thanks = /** @type {(inputs: Mail_Confirmation_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci d'avoir demandé à devenir membre de la ${i?.associationName}.`)
};

const it_mail_confirmation_thanks = /** @type {(inputs: Mail_Confirmation_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grazie per aver chiesto di diventare membro della ${i?.associationName}.`)
};

/**
* | output |
* | --- |
* | "Thank you for applying for membership of the {associationName}." |
*
* @param {Mail_Confirmation_ThanksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_confirmation_thanks = /** @type {((inputs: Mail_Confirmation_ThanksInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirmation_ThanksInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_confirmation_thanks(inputs)
	if (locale === "fr") return fr_mail_confirmation_thanks(inputs)
	if (locale === "it") return it_mail_confirmation_thanks(inputs)
	return en_mail_confirmation_thanks(inputs)
});