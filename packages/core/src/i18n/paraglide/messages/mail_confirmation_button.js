/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Confirmation_ButtonInputs */

const en_mail_confirmation_button = /** @type {(inputs: Mail_Confirmation_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm e-mail address`)
};

const de_mail_confirmation_button = /** @type {(inputs: Mail_Confirmation_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse bestätigen`)
};

const fr_mail_confirmation_button = /** @type {(inputs: Mail_Confirmation_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer l'adresse e-mail`)
};

const it_mail_confirmation_button = /** @type {(inputs: Mail_Confirmation_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confermare l'indirizzo e-mail`)
};

/**
* | output |
* | --- |
* | "Confirm e-mail address" |
*
* @param {Mail_Confirmation_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_confirmation_button = /** @type {((inputs?: Mail_Confirmation_ButtonInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirmation_ButtonInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_confirmation_button(inputs)
	if (locale === "fr") return fr_mail_confirmation_button(inputs)
	if (locale === "it") return it_mail_confirmation_button(inputs)
	return en_mail_confirmation_button(inputs)
});