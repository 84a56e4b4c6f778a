/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Resignation_ThanksInputs */

const en_mail_resignation_thanks = /** @type {(inputs: Mail_Resignation_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for having been part of the association.`)
};

const de_mail_resignation_thanks = /** @type {(inputs: Mail_Resignation_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank, dass Sie Teil des Vereins waren.`)
};

const fr_mail_resignation_thanks = /** @type {(inputs: Mail_Resignation_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci d'avoir fait partie de l'association.`)
};

const it_mail_resignation_thanks = /** @type {(inputs: Mail_Resignation_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grazie per aver fatto parte dell'associazione.`)
};

/**
* | output |
* | --- |
* | "Thank you for having been part of the association." |
*
* @param {Mail_Resignation_ThanksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_thanks = /** @type {((inputs?: Mail_Resignation_ThanksInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Resignation_ThanksInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_resignation_thanks(inputs)
	if (locale === "fr") return fr_mail_resignation_thanks(inputs)
	if (locale === "it") return it_mail_resignation_thanks(inputs)
	return en_mail_resignation_thanks(inputs)
});