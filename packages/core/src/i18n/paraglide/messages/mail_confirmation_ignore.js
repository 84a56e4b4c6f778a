/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Confirmation_IgnoreInputs */

const en_mail_confirmation_ignore = /** @type {(inputs: Mail_Confirmation_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you did not apply, you can ignore this e-mail: without confirmation nothing happens.`)
};

const de_mail_confirmation_ignore = /** @type {(inputs: Mail_Confirmation_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falls Sie sich nicht beworben haben, können Sie diese E-Mail ignorieren: Ohne Bestätigung geschieht nichts.`)
};

const fr_mail_confirmation_ignore = /** @type {(inputs: Mail_Confirmation_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous n'avez pas fait de demande, vous pouvez ignorer cet e-mail : sans confirmation, rien ne se passe.`)
};

const it_mail_confirmation_ignore = /** @type {(inputs: Mail_Confirmation_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se non ha presentato alcuna domanda, può ignorare questa e-mail: senza conferma non succede nulla.`)
};

/**
* | output |
* | --- |
* | "If you did not apply, you can ignore this e-mail: without confirmation nothing happens." |
*
* @param {Mail_Confirmation_IgnoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_confirmation_ignore = /** @type {((inputs?: Mail_Confirmation_IgnoreInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirmation_IgnoreInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_confirmation_ignore(inputs)
	if (locale === "fr") return fr_mail_confirmation_ignore(inputs)
	if (locale === "it") return it_mail_confirmation_ignore(inputs)
	return en_mail_confirmation_ignore(inputs)
});